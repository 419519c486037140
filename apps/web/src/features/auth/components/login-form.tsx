import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button.tsx';
import { useToast } from '@/components/toast/toast-context.ts';
import { composePhoneNumber } from '@/lib/format/phone.ts';
import { useLogin } from '../api/login.ts';
import { useResendOtp, type resendOtp } from '../api/resend-otp.ts';
import { failure, resendFailure, success, type Feedback } from '../auth-feedback.ts';
import { PasswordField } from './password-field.tsx';
import { PhoneField } from './phone-field.tsx';
import type { StepProps } from './step-props.ts';
import { TextButton } from './text-button.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { authWords } from '../auth-words.ts';

/** doc 1 §4.1: an unverified phone gets a new signup code and moves to signup_otp. */
async function sendSignupCode(send: typeof resendOtp, phoneNumber: string, words: Parameters<typeof resendFailure>[1]): Promise<Feedback> {
  try {
    const { message } = await send({ phoneNumber, type: 'signup' });
    return success(`${AUTH_MESSAGES.phoneNotVerified}. ${message ?? AUTH_MESSAGES.codeResent}`);
  } catch (error) {
    return resendFailure(error, words);
  }
}

export function LoginForm({ phone, onPhoneChange, go, report }: StepProps) {
  const [password, setPassword] = useState('');
  const [verifying, setVerifying] = useState(false);
  const login = useLogin();
  const resend = useResendOtp();
  const toast = useToast();
  const t = useWords(authWords);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    report(null);
    login.mutate(
      { identifier: composePhoneNumber(phone.dialCode, phone.national), password },
      {
        onSuccess: async (outcome) => {
          if (outcome.kind === 'signed-in') {
            toast.success(outcome.message ?? AUTH_MESSAGES.loggedIn);
            return;
          }
          setVerifying(true);
          const feedback = await sendSignupCode(resend.mutateAsync, outcome.phoneNumber, t);
          setVerifying(false);
          go({ mode: 'signup_otp', phoneNumber: outcome.phoneNumber }, feedback);
        },
        onError: (error) => report(failure(error, t.loginFailed)),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate={false}>
      <PhoneField value={phone} onChange={onPhoneChange} />
      <PasswordField label={t.password} value={password} onChange={setPassword} autoComplete="current-password" />
      <div className="flex justify-end">
        <TextButton className="text-sm" onClick={() => go({ mode: 'forgot_password' }, null)}>
          {t.forgotPassword}
        </TextButton>
      </div>
      <Button type="submit" block size="lg" loading={login.isPending || verifying}>
        {t.signIn}
      </Button>
      <p className="text-center text-sm text-slate-600">
        {t.newToSokoni} <TextButton onClick={() => go({ mode: 'signup' }, null)}>{t.signUp}</TextButton>
      </p>
    </form>
  );
}
