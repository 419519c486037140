import { ACCOUNT_AREA_MESSAGES } from '@sokoni/contracts/account-rules';
import type { CodeChannel } from '@sokoni/contracts/code-channel-rules';
import { api } from '@/lib/api/api.ts';

/** POST /verification/phone/request {phoneNumber} → the message to show ('Verification code sent to your phone!') and how the code went out. */
export async function requestPhoneCode(phoneNumber: string): Promise<{ message: string; channel?: CodeChannel }> {
  const { data, message } = await api.post('/verification/phone/request', { phoneNumber });
  return { message: message ?? ACCOUNT_AREA_MESSAGES.codeSent, channel: data?.channel };
}
