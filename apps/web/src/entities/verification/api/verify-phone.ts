import type { User } from '@sokoni/contracts/users';
import { api } from '@/lib/api/api.ts';

/** POST /verification/phone/verify {phoneNumber, otp} → the refreshed user (isPhoneVerified true). */
export async function verifyPhone(phoneNumber: string, otp: string): Promise<User> {
  const { data } = await api.post('/verification/phone/verify', { phoneNumber, otp: otp.trim() });
  return data.user;
}
