import { CloseIcon, PlaySolidIcon } from '@/components/icons.tsx';
import type { Attachment } from '../hooks/attachment-rules.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { commentsWords } from '../comments-words.ts';

/** The composer's chosen files, each with a remove button. */
export function AttachmentPreviews({ items, onRemove, disabled }: { items: Attachment[]; onRemove: (id: string) => void; disabled: boolean }) {
  const t = useWords(commentsWords);
  if (!items.length) return null;
  return (
    <ul aria-label={t.chosenAttachments} className="flex gap-2 overflow-x-auto pb-1">
      {items.map((item, i) => (
        <li key={item.id} className="relative size-16 shrink-0 overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200">
          {item.video ? (
            <>
              <video src={item.previewUrl} muted playsInline preload="metadata" className="size-full object-cover" />
              <span className="absolute inset-0 flex items-center justify-center text-white drop-shadow">
                <PlaySolidIcon size={18} />
              </span>
            </>
          ) : (
            <img src={item.previewUrl} alt={t.attachmentName({ n: i + 1, name: item.file.name })} className="size-full object-cover" />
          )}
          <button
            type="button"
            aria-label={t.removeFile({ name: item.file.name })}
            disabled={disabled}
            onClick={() => onRemove(item.id)}
            className="absolute top-0.5 right-0.5 flex size-6 items-center justify-center rounded-full bg-slate-950/70 text-white hover:bg-slate-950"
          >
            <CloseIcon size={14} />
          </button>
        </li>
      ))}
    </ul>
  );
}
