import { OTP_LENGTH } from '@sokoni/contracts/constants';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button.tsx';
import { ChevronLeftIcon } from '@/components/icons.tsx';
import { useCodeChannel } from '@/entities/code-channel/api/get-code-channel.ts';
import { formatPhoneForDisplay } from '@/lib/format/phone.ts';
import type { Feedback } from '../auth-feedback.ts';
import { CodeInput } from '@/components/code-input.tsx';
import { ResendCode } from './resend-code.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { authWords } from '../auth-words.ts';

type Props = {
  phoneNumber: string;
  type: 'signup' | 'password_reset';
  pending: boolean;
  onVerify: (code: string) => void;
  onBack: () => void;
  report: (feedback: Feedback | null) => void;
};

/** The 6-digit code step shared by sign-up and password reset. */
export function CodeForm({ phoneNumber, type, pending, onVerify, onBack, report }: Props) {
  const [code, setCode] = useState('');
  const t = useWords(authWords);
  const lookIn = t[`${useCodeChannel() ?? 'any'}LookIn`];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== OTP_LENGTH) {
      report({ tone: 'error', text: t.enterCode({ digits: OTP_LENGTH }) });
      return;
    }
    report(null);
    onVerify(code);
  };
  // The number sits where each language puts it in the sentence.
  const [before, after] = t.codeSentTo({ digits: OTP_LENGTH, phone: '{phone}' }).split('{phone}');
  return (
    <form onSubmit={submit} className="space-y-5">
      <p className="rounded-xl bg-slate-50 px-3.5 py-3 text-sm text-slate-600">
        {before}
        <strong className="font-semibold whitespace-nowrap text-slate-900">{formatPhoneForDisplay(phoneNumber)}</strong>
        {after} {lookIn}
      </p>
      <CodeInput value={code} onChange={setCode} autoFocus />
      <Button type="submit" block size="lg" loading={pending}>
        {t.verify}
      </Button>
      <ResendCode phoneNumber={phoneNumber} type={type} report={report} />
      <button
        type="button"
        onClick={onBack}
        className="mx-auto flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ChevronLeftIcon size={16} /> {t.back}
      </button>
    </form>
  );
}
