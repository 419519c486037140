import { useId, useRef, type ReactNode } from 'react';
import { cn } from '@/components/cn.ts';
import { FieldError } from '@/components/field.tsx';
import { CheckCircleIcon } from '@/components/icons.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { verificationWords } from './verification-words.ts';

type Props = {
  label: string;
  hint: string;
  accept: string;
  icon: ReactNode;
  file: File | null;
  error: string | null;
  disabled?: boolean;
  /** A local address of the picked picture, shown as its thumbnail. */
  previewUrl?: string | null;
  onPick: (file: File) => void;
};

const sizeLabel = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** A large tap target that opens the file picker and then names the chosen file. */
export function FileField({ label, hint, accept, icon, file, error, disabled, previewUrl, onPick }: Props) {
  const t = useWords(verificationWords);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        className="peer sr-only"
        disabled={disabled}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={Boolean(error)}
        onChange={(event) => {
          const picked = event.target.files?.[0];
          event.target.value = '';
          if (picked) onPick(picked);
        }}
      />
      <label
        htmlFor={id}
        className={cn(
          'flex cursor-pointer items-center gap-3 rounded-2xl border-2 border-dashed p-3.5 transition-colors',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500',
          error ? 'border-red-300 bg-red-50/50' : file ? 'border-brand-300 bg-brand-50/50' : 'border-slate-300 hover:border-brand-400 hover:bg-slate-50',
          disabled && 'cursor-not-allowed opacity-60',
        )}
      >
        <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-white text-brand-700 ring-1 ring-slate-200">
          {previewUrl ? <img src={previewUrl} alt="" className="size-full object-cover" /> : icon}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-slate-800">{label}</span>
          <span className="block truncate text-sm text-slate-600" data-testid="picked-file">
            {file ? `${file.name} · ${sizeLabel(file.size)}` : t.tapToChoose}
          </span>
        </span>
        {file && !error && <CheckCircleIcon size={20} className="shrink-0 text-brand-600" />}
      </label>
      <p id={`${id}-hint`} className="mt-1.5 text-xs leading-relaxed text-slate-500">
        {hint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
