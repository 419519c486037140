import { cn } from '@/components/cn.ts';
import { AlertIcon, PackageIcon } from '@/components/icons.tsx';
import { formatBytes } from '../attachment-rules.ts';
import type { ThreadAttachment } from '../thread-model.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { messagesWords } from '../messages-words.ts';

/** One file on a bubble: a picture, a video that loads only when played, or a document to download. */
export function AttachmentView({ attachment, mine }: { attachment: ThreadAttachment; mine: boolean }) {
  const t = useWords(messagesWords);
  const { type, url, name, size, progress, failed } = attachment;
  const uploading = progress !== undefined && progress < 100 && !failed;
  const overlay = (uploading || failed) && (
    <div className={cn('absolute inset-0 flex items-center justify-center rounded-xl text-xs font-bold text-white', failed ? 'bg-red-700/70' : 'bg-slate-950/45')}>
      {failed ? (
        <span className="flex items-center gap-1">
          <AlertIcon size={14} /> {t.failed}
        </span>
      ) : (
        <span role="progressbar" aria-label={t.uploading({ name: name ?? t.file })} aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100}>
          {progress}%
        </span>
      )}
    </div>
  );

  if (type === 'document') {
    const label = (
      <>
        <PackageIcon size={18} className="shrink-0" />
        <span className="min-w-0">
          <span className="block truncate text-sm font-semibold">{name ?? t.document}</span>
          <span className={cn('block text-xs', mine ? 'text-white/75' : 'text-slate-500')}>{failed ? t.uploadFailed : uploading ? t.uploadingPercent({ percent: progress ?? 0 }) : formatBytes(size)}</span>
        </span>
      </>
    );
    const classes = cn('flex max-w-64 items-center gap-2 rounded-xl px-3 py-2', mine ? 'bg-white/15' : 'bg-slate-100', failed && 'ring-2 ring-red-400');
    return url && !uploading && !failed ? (
      <a href={url} download={name ?? true} target="_blank" rel="noopener noreferrer" className={cn(classes, 'hover:underline')}>
        {label}
      </a>
    ) : (
      <div className={classes}>{label}</div>
    );
  }

  return (
    <div className="relative overflow-hidden rounded-xl bg-slate-200">
      {type === 'video' ? (
        <video src={url ?? undefined} poster={attachment.thumbnailUrl ?? undefined} controls={!uploading} preload="none" playsInline className="max-h-72 w-full max-w-64 object-cover" />
      ) : url ? (
        <a href={uploading || failed ? undefined : url} target="_blank" rel="noopener noreferrer">
          {/* The small rendition on the bubble (bytes cost money here); the tap opens the full one. */}
          <img src={attachment.thumbnailUrl ?? url} alt={name ?? t.photo} loading="lazy" decoding="async" className="max-h-72 w-full max-w-64 object-cover" />
        </a>
      ) : null}
      {overlay}
    </div>
  );
}
