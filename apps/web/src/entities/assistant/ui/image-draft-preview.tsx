import { useRef, type RefObject } from 'react';
import { cn } from '@/components/cn.ts';
import { CloseIcon, ImageIcon } from '@/components/icons.tsx';
import { useRequireLogin } from '@/components/login-prompt/login-prompt-context.ts';
import type { ImageDraft } from '../use-image-draft.ts';

type PickProps = {
  onPick: (file: File) => void;
  disabled?: boolean;
  className?: string;
  label?: string;
  /** The file input, for a screen that opens the chooser from elsewhere ('Try a different image'). */
  inputRef?: RefObject<HTMLInputElement | null>;
};

/** Why a guest is asked to sign in: a picture is uploaded to an account (POST /media/upload answers a guest 401). */
export const PHOTO_SIGN_IN_MESSAGE = 'Sign in to search with a photo. Pictures are uploaded to your account.';

/**
 * The guard in front of every way to choose a picture: true when signed in; for a guest it opens
 * the sign-in prompt (with the reason) instead of a file chooser whose upload could never work.
 */
export function useRequirePhotoSignIn(): () => boolean {
  return useRequireLogin({ message: PHOTO_SIGN_IN_MESSAGE });
}

/** Opens the picture chooser (image/* only); a guest gets the sign-in prompt instead. */
export function ImagePickButton({ onPick, disabled, className, label = 'Attach an image', inputRef }: PickProps) {
  const ownInput = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInput;
  const requireSignIn = useRequirePhotoSignIn();
  return (
    <>
      <button
        type="button"
        aria-label={label}
        title={label}
        disabled={disabled}
        onClick={() => requireSignIn() && input.current?.click()}
        className={cn('flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 disabled:opacity-40', className)}
      >
        <ImageIcon size={22} />
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid="image-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          // A chooser opened some other way (a signed-out tab, a test): still no upload for a guest.
          if (file && requireSignIn()) onPick(file);
        }}
      />
    </>
  );
}

/** The attached picture: its preview, the upload's progress, and a control to remove it. */
export function ImageDraftPreview({ draft, onRemove, className }: { draft: ImageDraft; onRemove: () => void; className?: string }) {
  if (draft.status === 'empty') return null;
  const uploading = draft.status === 'uploading';
  const name = uploading ? draft.filename : (draft.image.filename ?? 'Image');
  return (
    <div className={cn('flex items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-2', className)} data-testid="image-draft">
      <div className="relative size-14 shrink-0 overflow-hidden rounded-lg bg-slate-200">
        <img src={draft.previewUrl} alt={`Image to send: ${name}`} className={cn('size-full object-cover', uploading && 'opacity-60')} />
        {!uploading && <ImageIcon size={14} className="absolute right-1 bottom-1 rounded bg-white/80 p-px text-slate-700" />}
      </div>
      <div className="min-w-0 flex-1 text-sm">
        <p className="truncate font-medium text-slate-800">{name}</p>
        {uploading ? (
          <>
            <p className="text-xs text-slate-500" aria-live="polite">
              Uploading… <span className="tabular-nums">{draft.percent}%</span>
            </p>
            <div role="progressbar" aria-label="Uploading image" aria-valuemin={0} aria-valuemax={100} aria-valuenow={draft.percent} className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-200">
              <div className="h-full rounded-full bg-brand-600 transition-[width] duration-200" style={{ width: `${draft.percent}%` }} />
            </div>
          </>
        ) : (
          <p className="text-xs text-slate-500">Ready to send</p>
        )}
      </div>
      <button type="button" aria-label="Remove image" onClick={onRemove} className="flex size-9 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-slate-800">
        <CloseIcon size={18} />
      </button>
    </div>
  );
}
