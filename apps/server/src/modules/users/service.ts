import type { User } from '@sokoni/contracts/users';
import type { Language } from '@sokoni/contracts/languages';
import { ACCOUNT_MESSAGES } from '@sokoni/contracts/users';
import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import { isOwnPublicUploadKey } from '@sokoni/contracts/media';
import { conflict, invalid, isUniqueViolation, notFound, unauthorized } from '../../platform/http/errors.ts';
import { contentTypeFor } from '../../platform/storage/storage.ts';
import type { Tx } from '../../platform/db/transaction.ts';
import type { UsersRepo } from './repo.ts';
import { toPublicUserView, toUserView, type OwnShop } from './user-view.ts';

type ProfileChanges = { name?: string; username?: string; email?: string | null; avatar?: string | null; language?: Language };

type Deps = {
  usersRepo: UsersRepo;
  mediaUrl: (key: string | null) => string | null;
  mediaKeyOf: (address: string) => string;
  /** The shop the user owns (one per account), for their own record: the shops module's. */
  ownShop: (ownerId: string) => Promise<OwnShop | null>;
  /** Ends every live session of the account inside the closing transaction: the auth module's. */
  endSessionsWith: (tx: Tx, userId: string, reason: 'deactivated' | 'deleted') => Promise<void>;
};

export function createUsersService(deps: Deps) {
  const { usersRepo } = deps;
  const view = async (row: Parameters<typeof toUserView>[0]): Promise<User> => {
    const user = toUserView(row, await deps.ownShop(row.id));
    return { ...user, avatar: deps.mediaUrl(user.avatar) };
  };

  async function mine(userId: string) {
    const row = await usersRepo.findById(userId);
    if (!row) throw unauthorized(AUTH_MESSAGES.tokenInvalid);
    return row;
  }

  /**
   * Issue 9.5: an avatar is the user's own uploaded picture (by key or by the address the server
   * made for it), their current one sent back unchanged, or nothing: never a foreign tracker,
   * a `javascript:` or `data:` address, or a path that climbs out of /media.
   */
  function avatarKey(value: string | null, userId: string, current: string | null): string | null {
    if (value === null || value.trim() === '') return null;
    const key = deps.mediaKeyOf(value.trim());
    if (key === current) return key;
    if (isOwnPublicUploadKey(key, userId) && contentTypeFor(key).startsWith('image/')) return key;
    throw invalid('avatar', ACCOUNT_MESSAGES.avatarNotYours);
  }

  return {
    async me(userId: string) {
      return view(await mine(userId));
    },
    /** The stored avatar key (not an address): the avatar upload replaces and then removes it. */
    async storedAvatar(userId: string): Promise<string | null> {
      return (await usersRepo.findById(userId))?.avatar ?? null;
    },
    async publicProfile(id: string) {
      const row = await usersRepo.findById(id);
      if (!row || row.status !== 'active') throw notFound(ACCOUNT_MESSAGES.userNotFound);
      return { ...toPublicUserView(row), avatar: deps.mediaUrl(row.avatar) };
    },
    /** Only the profile fields: role, phone and verification never come from the client. */
    async updateProfile(userId: string, changes: ProfileChanges) {
      const current = await mine(userId);
      const avatar = changes.avatar === undefined ? undefined : avatarKey(changes.avatar, userId, current.avatar);
      if (changes.username && (await usersRepo.usernameTaken(changes.username, userId))) throw conflict(ACCOUNT_MESSAGES.usernameTaken);
      const row = await usersRepo
        .update(userId, {
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.username !== undefined ? { username: changes.username } : {}),
          ...(changes.email !== undefined ? { email: changes.email } : {}),
          ...(avatar !== undefined ? { avatar } : {}),
          ...(changes.language !== undefined ? { language: changes.language } : {}),
        })
        .catch((err: unknown) => {
          // Another user took the name between the check above and this write.
          throw isUniqueViolation(err) ? conflict(ACCOUNT_MESSAGES.usernameTaken) : err;
        });
      return view(row!);
    },
    async close(userId: string, status: 'deactivated' | 'deleted', reason?: string) {
      await mine(userId);
      await usersRepo.close(userId, status, reason, (tx) => deps.endSessionsWith(tx, userId, status));
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
