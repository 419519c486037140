import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import type { FormEvent } from 'react';
import { Button } from '@/components/button.tsx';
import { composePhoneNumber } from '@/lib/format/phone.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { failure, success } from '../auth-feedback.ts';
import { PhoneField } from './phone-field.tsx';
import type { StepProps } from './step-props.ts';
import { TextButton } from './text-button.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { authWords } from '../auth-words.ts';

export function ForgotPasswordForm({ phone, onPhoneChange, go, report }: StepProps) {
  const send = useForgotPassword();
  const t = useWords(authWords);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    report(null);
    const phoneNumber = composePhoneNumber(phone.dialCode, phone.national);
    send.mutate(
      { phoneNumber },
      {
        onSuccess: ({ message }) => go({ mode: 'forgot_password_otp', phoneNumber }, success(message ?? AUTH_MESSAGES.resetCodeSent)),
        onError: (error) => report(failure(error, t.sendOtpFailed)),
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      <PhoneField value={phone} onChange={onPhoneChange} hint={t.numberSignedUpWith} />
      <Button type="submit" block size="lg" loading={send.isPending}>
        {t.sendCode}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t.rememberedIt} <TextButton onClick={() => go({ mode: 'login' }, null)}>{t.backToSignIn}</TextButton>
      </p>
    </form>
  );
}
