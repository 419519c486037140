import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import type { FormEvent } from 'react';
import { Button } from '@/components/button.tsx';
import { useResetPassword } from '../api/reset-password.ts';
import { failure, success } from '../auth-feedback.ts';
import { DEFAULT_PHONE } from './phone-field.tsx';
import { usePasswordPair } from '../hooks/use-password-pair.ts';
import { PasswordField } from './password-field.tsx';
import type { StepProps } from './step-props.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { authWords } from '../auth-words.ts';

export function ResetPasswordForm({ resetToken, phone, onPhoneChange, go, report }: StepProps & { resetToken: string }) {
  const { password, setPassword, confirm, setConfirm, mismatch } = usePasswordPair();
  const reset = useResetPassword();
  const t = useWords(authWords);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mismatch) {
      report({ tone: 'error', text: mismatch });
      return;
    }
    report(null);
    reset.mutate(
      { token: resetToken, newPassword: password },
      {
        // doc 1 §4.2: back to login with the fields cleared.
        onSuccess: ({ message }) => {
          onPhoneChange({ ...DEFAULT_PHONE, countryCode: phone.countryCode, dialCode: phone.dialCode });
          go({ mode: 'login' }, success(message ?? AUTH_MESSAGES.passwordReset));
        },
        onError: (error) => report(failure(error, t.resetFailed)),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <PasswordField label={t.newPassword} value={password} onChange={setPassword} autoComplete="new-password" hint={t.passwordLength} />
      <PasswordField label={t.confirmPassword} value={confirm} onChange={setConfirm} autoComplete="new-password" />
      <Button type="submit" block size="lg" loading={reset.isPending}>
        {t.resetPassword}
      </Button>
    </form>
  );
}
