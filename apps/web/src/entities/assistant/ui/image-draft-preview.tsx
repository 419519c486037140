import { useRef, type RefObject } from 'react';
import { cn } from '@/components/cn.ts';
import { CloseIcon, ImageIcon } from '@/components/icons.tsx';
import { useRequireLogin } from '@/components/login-prompt/login-prompt-context.ts';
import type { ImageDraft } from '../use-image-draft.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { assistantWords, PHOTO_SIGN_IN_MESSAGE } from '../assistant-words.ts';

type PickProps = {
  onPick: (file: File) => void;
  disabled?: boolean;
  className?: string;
  label?: string;
  /** The file input, for a screen that opens the chooser from elsewhere ('Try a different image'). */
  inputRef?: RefObject<HTMLInputElement | null>;
};

/** Why a guest is asked to sign in: a picture is uploaded to an account (POST /media/upload answers a guest 401). */
export { PHOTO_SIGN_IN_MESSAGE };

/**
 * The guard in front of every way to choose a picture: true when signed in; for a guest it opens
 * the sign-in prompt (with the reason) instead of a file chooser whose upload could never work.
 */
export function useRequirePhotoSignIn(): () => boolean {
  const t = useWords(assistantWords);
  return useRequireLogin({ message: t.photoSignIn });
}

/** Opens the picture chooser (image/* only); a guest gets the sign-in prompt instead. */
export function ImagePickButton({ onPick, disabled, className, label, inputRef }: PickProps) {
  const t = useWords(assistantWords);
  const named = label ?? t.attachImage;
  const ownInput = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInput;
  const requireSignIn = useRequirePhotoSignIn();
  return (
    <>
      <button
        type="button"
        aria-label={named}
        title={named}
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
  const t = useWords(assistantWords);
  if (draft.status === 'empty') return null;
  const uploading = draft.status === 'uploading';
  const name = uploading ? draft.filename : (draft.image.filename ?? t.image);
  return (
    <div className={cn('flex items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-2', className)} data-testid="image-draft">
      <div className="relative size-14 shrink-0 overflow-hidden rounded-lg bg-slate-200">
        <img src={draft.previewUrl} alt={t.imageToSend({ name })} className={cn('size-full object-cover', uploading && 'opacity-60')} />
        {!uploading && <ImageIcon size={14} className="absolute right-1 bottom-1 rounded bg-white/80 p-px text-slate-700" />}
      </div>
      <div className="min-w-0 flex-1 text-sm">
        <p className="truncate font-medium text-slate-800">{name}</p>
        {uploading ? (
          <>
            <p className="text-xs text-slate-500" aria-live="polite">
              {t.uploading} <span className="tabular-nums">{draft.percent}%</span>
            </p>
            <div role="progressbar" aria-label={t.uploadingImage} aria-valuemin={0} aria-valuemax={100} aria-valuenow={draft.percent} className="mt-1 h-1.5 overflow-hidden rounded-full bg-slate-200">
              <div className="h-full rounded-full bg-brand-600 transition-[width] duration-200" style={{ width: `${draft.percent}%` }} />
            </div>
          </>
        ) : (
          <p className="text-xs text-slate-500">{t.readyToSend}</p>
        )}
      </div>
      <button type="button" aria-label={t.removeImage} onClick={onRemove} className="flex size-9 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-slate-800">
        <CloseIcon size={18} />
      </button>
    </div>
  );
}
