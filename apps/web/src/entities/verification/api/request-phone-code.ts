import { ACCOUNT_AREA_MESSAGES } from '@sokoni/contracts/account-rules';
import { api } from '@/lib/api/api.ts';

/** POST /verification/phone/request {phoneNumber} → the message to show ('Verification code sent to your phone!'). */
export async function requestPhoneCode(phoneNumber: string): Promise<string> {
  const { message } = await api.post('/verification/phone/request', { phoneNumber });
  return message ?? ACCOUNT_AREA_MESSAGES.codeSent;
}
