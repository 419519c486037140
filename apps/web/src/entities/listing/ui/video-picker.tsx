import { useCallback, useId, useRef } from 'react';
import { Button } from '@/components/button.tsx';
import { cn } from '@/components/cn.ts';
import { FieldError } from '@/components/field.tsx';
import { UploadIcon, VideoIcon } from '@/components/icons.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { stopVideoDownload } from '@/lib/media/stop-video-download.ts';
import { listingWords } from '../listing-words.ts';
import { sellerSays } from '../seller-messages.ts';

const sizeLabel = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** The product video: a large tap target, then a muted preview of the chosen clip with Change. */
export function VideoPicker({ file, error, onPick, label }: { file: File | null; error: string | null; onPick: (file: File | null) => void; label?: string }) {
  const t = useWords(listingWords);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-700">
        {label ?? t.productVideo}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="video/*"
        className="sr-only"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          onPick(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
      {file ? (
        <div className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-2.5">
          <ClipPreview key={`${file.name}:${file.size}:${file.lastModified}`} file={file} />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-slate-900" data-testid="picked-video">
              {file.name}
            </p>
            <p className="text-xs text-slate-500">{sizeLabel(file.size)}</p>
          </div>
          <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
            {t.change}
          </Button>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => input.current?.click()}
          className={cn(
            'flex w-full flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-4 py-7 text-center transition-colors hover:bg-brand-50/50',
            error ? 'border-red-300 bg-red-50/40' : 'border-brand-200 bg-brand-50/30',
          )}
        >
          <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
            <UploadIcon size={24} />
          </span>
          <span className="text-sm font-bold text-slate-900">{t.chooseVideo}</span>
          <span className="text-xs text-slate-500">{t.videoHint}</span>
        </button>
      )}
      <FieldError id={`${id}-error`} message={sellerSays(error)} />
    </div>
  );
}

/**
 * A muted still of the chosen clip. Its object address is made and freed with the <video> element
 * (a ref with cleanup): an address kept in state and freed by an effect's cleanup was revoked while
 * still shown whenever React ran the cleanup and kept the element (StrictMode's second mount),
 * leaving a black square and `ERR_FILE_NOT_FOUND`.
 */
function ClipPreview({ file }: { file: File }) {
  const attach = useCallback(
    (video: HTMLVideoElement | null) => {
      if (!video) return;
      const url = URL.createObjectURL(file);
      video.src = url;
      return () => {
        stopVideoDownload(video);
        URL.revokeObjectURL(url);
      };
    },
    [file],
  );
  if (typeof URL.createObjectURL !== 'function') {
    return (
      <span className="flex size-20 shrink-0 items-center justify-center rounded-xl bg-slate-200 text-slate-500">
        <VideoIcon size={28} />
      </span>
    );
  }
  return <video ref={attach} muted playsInline preload="metadata" className="size-20 shrink-0 rounded-xl bg-slate-900 object-cover" aria-hidden="true" />;
}
