import { PASSWORD_MAX } from '@sokoni/contracts/constants';
import { useId, useState } from 'react';
import { cn } from '@/components/cn.ts';
import { Field, inputClasses } from '@/components/field.tsx';
import { EyeIcon, EyeOffIcon } from '@/components/icons.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { authWords } from '../auth-words.ts';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
};

export function PasswordField({ label, value, onChange, autoComplete, hint }: Props) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const t = useWords(authWords);
  return (
    <Field id={id} label={label} hint={hint} hintId={`${id}-hint`}>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          required
          maxLength={PASSWORD_MAX}
          value={value}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => onChange(event.target.value)}
          className={cn(inputClasses, 'pr-12')}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={(visible ? t.hidePassword : t.showPassword)({ field: label.toLowerCase() })}
          aria-pressed={visible}
          className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-xl text-slate-500 hover:text-slate-800"
        >
          {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </button>
      </div>
    </Field>
  );
}
