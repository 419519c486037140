import type { ApiBodyOf, SentFields } from '@sokoni/contracts/api-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@sokoni/contracts/users';
import { api } from '@/lib/api/api.ts';
import { queryKeys } from '@/lib/query/query-keys.ts';
import { applyCurrentUser } from '@/lib/session/get-current-user.ts';
import { uploadAvatar } from './upload-avatar.ts';

type UpdateMeBody = ApiBodyOf<'PUT /users/me'>;
/** The profile form sends all three: an empty email or a null avatar clears it. */
export type ProfileChanges = SentFields<UpdateMeBody, 'name' | 'email'> & Required<Pick<UpdateMeBody, 'avatar'>>;

/** PUT /users/me {name, email, avatar} → {user}; an empty email clears it. */
export async function updateProfile(changes: ProfileChanges): Promise<User> {
  const { data } = await api.put('/users/me', { name: changes.name.trim(), email: changes.email.trim(), avatar: changes.avatar });
  return data.user;
}

/** Edit Profile's save: a newly picked picture is uploaded first, then the form is saved with its address. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ changes, picture }: { changes: ProfileChanges; picture: File | null }) => {
      const avatar = picture ? (await uploadAvatar(picture)).url : changes.avatar;
      return updateProfile({ ...changes, avatar });
    },
    onSuccess: (user) => applyCurrentUser(queryClient, user),
    // The picture may have been saved before the form failed: show what the server holds.
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.users.me() }),
  });
}
