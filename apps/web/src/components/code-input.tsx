import { OTP_LENGTH } from '@sokoni/contracts/constants';
import { useId, type ClipboardEvent } from 'react';
import { Field, inputClasses } from './field.tsx';
import { cn } from './cn.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { commonWords } from '@/components/common-words.ts';

/** doc 1 §5: the code input accepts digits only, at most 6. */
export function sanitizeCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/**
 * The code after pasting `pasted` over the selection: a whole code ("933 697", "Your code: 123456")
 * replaces what was typed; a few digits go where the caret is.
 */
export function codeAfterPaste(current: string, pasted: string, selectionStart: number, selectionEnd: number): string {
  const digits = pasted.replace(/\D/g, '');
  if (digits.length >= OTP_LENGTH) return digits.slice(0, OTP_LENGTH);
  return sanitizeCode(current.slice(0, selectionStart) + digits + current.slice(selectionEnd));
}

export function CodeInput({ value, onChange, autoFocus }: { value: string; onChange: (code: string) => void; autoFocus?: boolean }) {
  const id = useId();
  const t = useWords(commonWords);
  // The browser would cut a paste to the field's length before we see it ("933 697" → "933 69"),
  // so pastes are read from the clipboard and there is no maxLength: sanitizeCode caps the length.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? value.length;
    onChange(codeAfterPaste(value, event.clipboardData.getData('text'), start, input.selectionEnd ?? start));
  };
  return (
    <Field id={id} label={t.verificationCode}>
      <input
        id={id}
        name="otp"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`[0-9]{${OTP_LENGTH}}`}
        required
        autoFocus={autoFocus}
        placeholder="••••••"
        value={value}
        onChange={(event) => onChange(sanitizeCode(event.target.value))}
        onPaste={onPaste}
        className={cn(inputClasses, 'h-14 text-center font-mono text-2xl tracking-[0.5em] placeholder:tracking-[0.5em]')}
      />
    </Field>
  );
}
