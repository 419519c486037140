import type { User } from '@sokoni/contracts/users';
import { ACCOUNT_MESSAGES } from '@sokoni/contracts/users';
import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import { conflict, isUniqueViolation, notFound, unauthorized } from '../../platform/http/errors.ts';
import type { UsersRepo } from './repo.ts';
import { toPublicUserView, toUserView } from './user-view.ts';

type ProfileChanges = { name?: string; username?: string; email?: string | null; avatar?: string | null };

export function createUsersService(deps: { usersRepo: UsersRepo; mediaUrl: (key: string | null) => string | null }) {
  const { usersRepo } = deps;
  const view = (row: Parameters<typeof toUserView>[0]): User => {
    const user = toUserView(row);
    return { ...user, avatar: deps.mediaUrl(user.avatar) };
  };

  async function mine(userId: string) {
    const row = await usersRepo.findById(userId);
    if (!row) throw unauthorized(AUTH_MESSAGES.tokenInvalid);
    return row;
  }

  return {
    async me(userId: string) {
      return view(await mine(userId));
    },
    async publicProfile(id: string) {
      const row = await usersRepo.findById(id);
      if (!row || row.status !== 'active') throw notFound(ACCOUNT_MESSAGES.userNotFound);
      return { ...toPublicUserView(row), avatar: deps.mediaUrl(row.avatar) };
    },
    /** Only the profile fields: role, phone and verification never come from the client. */
    async updateProfile(userId: string, changes: ProfileChanges) {
      await mine(userId);
      if (changes.username && (await usersRepo.usernameTaken(changes.username, userId))) throw conflict(ACCOUNT_MESSAGES.usernameTaken);
      const row = await usersRepo
        .update(userId, {
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.username !== undefined ? { username: changes.username } : {}),
          ...(changes.email !== undefined ? { email: changes.email } : {}),
          ...(changes.avatar !== undefined ? { avatar: changes.avatar } : {}),
        })
        .catch((err: unknown) => {
          // Another user took the name between the check above and this write.
          throw isUniqueViolation(err) ? conflict(ACCOUNT_MESSAGES.usernameTaken) : err;
        });
      return view(row!);
    },
    async close(userId: string, status: 'deactivated' | 'deleted', reason?: string) {
      await mine(userId);
      await usersRepo.close(userId, status, reason);
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
