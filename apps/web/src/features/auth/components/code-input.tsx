import { OTP_LENGTH } from '@sokoni/contracts/constants';
import { useId } from 'react';
import { Field, inputClasses } from '@/components/field.tsx';
import { cn } from '@/components/cn.ts';

/** doc 1 §5: the code input accepts digits only, at most 6. */
export function sanitizeCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export function CodeInput({ value, onChange, autoFocus }: { value: string; onChange: (code: string) => void; autoFocus?: boolean }) {
  const id = useId();
  return (
    <Field id={id} label="Verification code">
      <input
        id={id}
        name="otp"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`[0-9]{${OTP_LENGTH}}`}
        maxLength={OTP_LENGTH}
        required
        autoFocus={autoFocus}
        placeholder="••••••"
        value={value}
        onChange={(event) => onChange(sanitizeCode(event.target.value))}
        className={cn(inputClasses, 'h-14 text-center font-mono text-2xl tracking-[0.5em] placeholder:tracking-[0.5em]')}
      />
    </Field>
  );
}
