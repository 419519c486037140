import { codeChannelWords } from '@sokoni/contracts/code-channel-rules';
import { OTP_LENGTH } from '@sokoni/contracts/constants';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button.tsx';
import { ChevronLeftIcon } from '@/components/icons.tsx';
import { useCodeChannel } from '@/entities/code-channel/api/get-code-channel.ts';
import { formatPhoneForDisplay } from '@/lib/format/phone.ts';
import type { Feedback } from '../auth-feedback.ts';
import { CodeInput } from '@/components/code-input.tsx';
import { ResendCode } from './resend-code.tsx';

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
  const lookIn = codeChannelWords(useCodeChannel()).lookIn;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== OTP_LENGTH) {
      report({ tone: 'error', text: `Enter the ${OTP_LENGTH}-digit code` });
      return;
    }
    report(null);
    onVerify(code);
  };
  return (
    <form onSubmit={submit} className="space-y-5">
      <p className="rounded-xl bg-slate-50 px-3.5 py-3 text-sm text-slate-600">
        We sent a {OTP_LENGTH}-digit code to <strong className="font-semibold whitespace-nowrap text-slate-900">{formatPhoneForDisplay(phoneNumber)}</strong>. {lookIn}
      </p>
      <CodeInput value={code} onChange={setCode} autoFocus />
      <Button type="submit" block size="lg" loading={pending}>
        Verify
      </Button>
      <ResendCode phoneNumber={phoneNumber} type={type} report={report} />
      <button
        type="button"
        onClick={onBack}
        className="mx-auto flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ChevronLeftIcon size={16} /> Back
      </button>
    </form>
  );
}
