import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import type { FormEvent } from 'react';
import { Button } from '@/components/button.tsx';
import { useCodeChannel } from '@/entities/code-channel/api/get-code-channel.ts';
import { composePhoneNumber } from '@/lib/format/phone.ts';
import { useRegister } from '../api/register.ts';
import { failure, success } from '../auth-feedback.ts';
import { usePasswordPair } from '../hooks/use-password-pair.ts';
import { PasswordField } from './password-field.tsx';
import { PhoneField } from './phone-field.tsx';
import type { StepProps } from './step-props.ts';
import { TextButton } from './text-button.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { authWords } from '../auth-words.ts';

export function SignupForm({ phone, onPhoneChange, go, report }: StepProps) {
  const { password, setPassword, confirm, setConfirm, mismatch } = usePasswordPair();
  const register = useRegister();
  // doc 1 §1: the user is told the number must reach the channel codes go out on.
  const t = useWords(authWords);
  const hint = t[`${useCodeChannel() ?? 'any'}Hint`];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mismatch) {
      report({ tone: 'error', text: mismatch });
      return;
    }
    report(null);
    register.mutate(
      { phoneNumber: composePhoneNumber(phone.dialCode, phone.national), password },
      {
        onSuccess: ({ phoneNumber, message }) =>
          go({ mode: 'signup_otp', phoneNumber }, success(message ?? AUTH_MESSAGES.codeSent)),
        onError: (error) => report(failure(error, t.signupFailed)),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <PhoneField value={phone} onChange={onPhoneChange} hint={hint} />
      <PasswordField label={t.password} value={password} onChange={setPassword} autoComplete="new-password" hint={t.passwordLength} />
      <PasswordField label={t.confirmPassword} value={confirm} onChange={setConfirm} autoComplete="new-password" />
      <Button type="submit" block size="lg" loading={register.isPending}>
        {t.createAccount}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t.haveAccount} <TextButton onClick={() => go({ mode: 'login' }, null)}>{t.signInLink}</TextButton>
      </p>
    </form>
  );
}
