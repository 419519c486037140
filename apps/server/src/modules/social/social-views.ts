import type { PublicUser } from '@sokoni/contracts/users';
import type { MediaUrl } from '../../platform/media-url.ts';
import { toPublicUserView, type UserRow } from '../users/index.ts';

export function toPublicUser(row: UserRow, mediaUrl: MediaUrl): PublicUser {
  return { ...toPublicUserView(row), avatar: mediaUrl(row.avatar) };
}

/** `{[key]: ISO time}`, typed by its key: a computed key alone would widen to a string index. */
export function stamped<K extends string>(key: K, at: Date): Record<K, string> {
  return { [key]: at.toISOString() } as Record<K, string>;
}
