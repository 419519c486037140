import { hashPassword } from '../platform/security/passwords.ts';
import type { UsersRepo } from '../modules/users/index.ts';

export const DEMO_PASSWORD = 'demo12345';

/** Contract: the four demo accounts, all with the password demo12345. */
export const DEMO_USERS = [
  { phoneNumber: '+26876000000', name: 'Sokoni Admin', username: 'admin', role: 'admin' },
  { phoneNumber: '+26876000001', name: 'Thandeka Dlamini', username: 'thandeka', role: 'user' },
  { phoneNumber: '+26876000002', name: 'Sipho Nkosi', username: 'sipho', role: 'user' },
  { phoneNumber: '+26876000003', name: 'Musa Motsa', username: 'mbabane_motors', role: 'dealer' },
] as const;

/** Creates the demo accounts that are missing; safe to run at every start. */
export async function seedDemoUsers(usersRepo: UsersRepo): Promise<number> {
  let created = 0;
  let passwordHash: string | undefined;
  for (const demo of DEMO_USERS) {
    if (await usersRepo.findByPhone(demo.phoneNumber)) continue;
    passwordHash ??= await hashPassword(DEMO_PASSWORD);
    await usersRepo.insert({ ...demo, passwordHash, isPhoneVerified: true, countryCode: 'SZ' });
    created += 1;
  }
  return created;
}
