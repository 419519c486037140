import { useRef } from 'react';
import { Spinner } from '@/components/spinner.tsx';
import { CameraIcon } from '@/components/icons.tsx';
import { useToast } from '@/components/toast/toast-context.ts';
import { errorMessage } from '@/lib/api/api-error.ts';
import { avatarFileError, useUploadAvatar } from '../api/upload-avatar.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { accountWords } from '../account-words.ts';

/** doc 2 §2.7: the camera button on the avatar; the picture is uploaded and saved as soon as it is picked. */
export function AvatarCameraButton() {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const toast = useToast();
  const t = useWords(accountWords);
  const onPick = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const problem = avatarFileError(file, t);
    if (problem) return void toast.error(problem);
    upload.mutate(file, {
      onSuccess: () => toast.success(t.photoUpdated),
      onError: (error) => toast.error(errorMessage(error, t.profileUpdateFailed)),
    });
  };
  return (
    <>
      <button
        type="button"
        aria-label={upload.isPending ? t.uploadingPhoto : t.changePhotoLabel}
        aria-busy={upload.isPending || undefined}
        disabled={upload.isPending}
        onClick={() => input.current?.click()}
        className="absolute -right-1 -bottom-1 flex size-9 items-center justify-center rounded-full bg-brand-700 text-white shadow-md ring-4 ring-white transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        {upload.isPending ? <Spinner size={16} /> : <CameraIcon size={17} />}
      </button>
      <input ref={input} type="file" accept="image/*" hidden tabIndex={-1} aria-hidden="true" onChange={(event) => onPick(event.target.files?.[0])} />
    </>
  );
}
