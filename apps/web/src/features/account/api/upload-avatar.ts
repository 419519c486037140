import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UPLOAD_LIMITS } from '@sokoni/contracts/media-rules';
import { applyCurrentUser } from '@/lib/session/get-current-user.ts';
import { postForm } from '@/lib/upload/upload-media.ts';
import { accountWords, type AccountWords } from '../account-words.ts';

/** The picker's check before any byte is sent: a picture, at most 5 MB (the server's avatar limit). */
export function avatarFileError(file: File, t: AccountWords = accountWords.get()): string | null {
  if (!file.type.startsWith('image/')) return t.imagesOnly;
  if (file.size > UPLOAD_LIMITS.avatar.maxBytes) return t.tooLargeMb({ mb: UPLOAD_LIMITS.avatar.maxBytes / (1024 * 1024) });
  return null;
}

/** POST /users/me/avatar (multipart `avatar`) → {user, url}: stored as square WebP and saved on the profile at once. */
export async function uploadAvatar(file: File) {
  const { data } = await postForm('/users/me/avatar', [['avatar', file]], { fallbackMessage: accountWords.get().profileUpdateFailed });
  return data;
}

/** The header's camera button: the new picture shows everywhere as soon as it is saved. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: ({ user }) => applyCurrentUser(queryClient, user) });
}
