import { CHAT_LIMITS, type ChatStyle } from '@sokoni/contracts/chat-rules';
import { useCallback, useId, useRef, useState } from 'react';
import { cn } from '@/components/cn.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { CloseIcon, ImageIcon, PackageIcon, SendIcon } from '@/components/icons.tsx';
import { useToast } from '@/components/toast/toast-context.ts';
import { ACCEPT, limitsOf, maxMb, pickFiles, type PickedFile } from '../attachment-rules.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { messagesWords } from '../messages-words.ts';

/** The composer's text and files, held by the thread so a failed send can put them back. */
export function useDraft() {
  const [text, setText] = useState('');
  const [files, setFiles] = useState<PickedFile[]>([]);
  const restore = useCallback((content: string, picked: PickedFile[]) => {
    setText((current) => (current ? current : content));
    setFiles((current) => [...picked, ...current].slice(0, CHAT_LIMITS.dealerAttachments.maxFiles));
  }, []);
  return { text, setText, files, setFiles, restore };
}

export type Draft = ReturnType<typeof useDraft>;

type Props = {
  style: ChatStyle;
  draft: Draft;
  onSend: (content: string, files: PickedFile[]) => void;
  onTyping?: () => void;
  disabled?: boolean;
  placeholder?: string;
};

/**
 * doc 2 §2.4/§2.5/§5: text and attachments (shop chat images or videos up to 50 MB; dealer chat
 * images and documents up to 100 MB; at most 5). Enter sends, Shift+Enter adds a line. A message
 * needs text or a file.
 */
export function Composer({ style, draft, onSend, onTyping, disabled, placeholder }: Props) {
  const t = useWords(messagesWords);
  const toast = useToast();
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [overflow, setOverflow] = useState<{ keep: PickedFile[]; left: number } | null>(null);
  const { text, setText, files, setFiles } = draft;
  const canSend = !disabled && (text.trim().length > 0 || files.length > 0);

  const send = () => {
    if (!canSend) return;
    onSend(text.trim(), files);
    setText('');
    setFiles([]);
  };

  const choose = (chosen: File[]) => {
    const picked = pickFiles(chosen, files.length, style);
    if (picked.refused.length) toast.error(style === 'shop' ? t.shopFileType : t.dealerFileType);
    if (picked.tooLarge.length) toast.error(t.fileTooLarge({ mb: maxMb(style) }));
    if (picked.overflow === 0) return setFiles([...files, ...picked.accepted]);
    // Dealer chat asks before keeping only the first ones that fit; shop chat keeps them.
    if (style === 'dealer') return setOverflow({ keep: picked.accepted, left: picked.overflow });
    setFiles([...files, ...picked.accepted]);
    toast.warning(t.tooManyFiles({ max: limitsOf(style).maxFiles }));
  };

  return (
    <div className="border-t border-slate-200 bg-white px-2 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] md:px-4">
      {files.length > 0 && (
        <ul className="mb-2 flex gap-2 overflow-x-auto" aria-label={t.attachments}>
          {files.map((f) => (
            <li key={f.id} className="relative flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
              {f.kind === 'image' && f.previewUrl ? (
                <img src={f.previewUrl} alt={f.file.name} className="h-full w-full object-cover" />
              ) : f.kind === 'video' && f.previewUrl ? (
                <video src={f.previewUrl} muted playsInline preload="metadata" className="h-full w-full object-cover" />
              ) : (
                <span className="flex flex-col items-center px-1 text-center text-[10px] leading-tight text-slate-600">
                  <PackageIcon size={18} />
                  <span className="line-clamp-2 break-all">{f.file.name}</span>
                </span>
              )}
              <button
                type="button"
                aria-label={t.remove({ name: f.file.name })}
                onClick={() => setFiles(files.filter((x) => x.id !== f.id))}
                className="absolute top-0.5 right-0.5 rounded-full bg-slate-900/70 p-0.5 text-white"
              >
                <CloseIcon size={12} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-1.5">
        <button
          type="button"
          aria-label={t.attachFiles}
          disabled={disabled || files.length >= limitsOf(style).maxFiles}
          onClick={() => fileInput.current?.click()}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 disabled:opacity-40"
        >
          <ImageIcon size={22} />
        </button>
        <input
          ref={fileInput}
          type="file"
          multiple
          hidden
          accept={ACCEPT[style]}
          onChange={(e) => {
            choose(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
        <label htmlFor={inputId} className="sr-only">
          {t.message}
        </label>
        <textarea
          id={inputId}
          rows={1}
          value={text}
          disabled={disabled}
          maxLength={CHAT_LIMITS.maxContent}
          placeholder={placeholder ?? t.typeMessage}
          onChange={(e) => {
            setText(e.target.value);
            onTyping?.();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              send();
            }
          }}
          className="max-h-32 min-h-11 flex-1 resize-none rounded-2xl border border-slate-200 bg-slate-50 px-4 py-2.5 text-[15px] leading-snug [field-sizing:content] focus:border-brand-500 focus:bg-white focus:ring-2 focus:ring-brand-500/20 focus:outline-none"
        />
        <button
          type="button"
          aria-label={t.send}
          disabled={!canSend}
          onClick={send}
          className={cn('flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-white transition-colors', canSend ? 'bg-brand-600 hover:bg-brand-700' : 'bg-slate-300')}
        >
          <SendIcon size={20} />
        </button>
      </div>
      <ConfirmDialog
        open={overflow !== null}
        onOpenChange={(open) => !open && setOverflow(null)}
        title={t.tooManyFiles({ max: limitsOf(style).maxFiles })}
        description={t.keepFirst({ keep: overflow?.keep.length ?? 0, left: overflow?.left ?? 0 })}
        confirmLabel={t.keepThem}
        onConfirm={() => {
          if (overflow) setFiles([...files, ...overflow.keep]);
          setOverflow(null);
        }}
      />
    </div>
  );
}
