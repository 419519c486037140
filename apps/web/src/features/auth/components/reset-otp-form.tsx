import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import { useVerifyForgotPassword } from '../api/verify-forgot-password.ts';
import { failure, success } from '../auth-feedback.ts';
import { previousStep } from '../auth-steps.ts';
import { CodeForm } from './code-form.tsx';
import type { StepProps } from './step-props.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { authWords } from '../auth-words.ts';

export function ResetOtpForm({ phoneNumber, go, report }: StepProps & { phoneNumber: string }) {
  const verify = useVerifyForgotPassword();
  const t = useWords(authWords);
  return (
    <CodeForm
      phoneNumber={phoneNumber}
      type="password_reset"
      pending={verify.isPending}
      report={report}
      onBack={() => go(previousStep({ mode: 'forgot_password_otp', phoneNumber }), null)}
      onVerify={(otp) =>
        verify.mutate(
          { phoneNumber, otp },
          {
            onSuccess: ({ resetToken, message }) =>
              go({ mode: 'reset_password', phoneNumber, resetToken }, success(message ?? AUTH_MESSAGES.otpVerified)),
            onError: (error) => report(failure(error, t.otpFailed)),
          },
        )
      }
    />
  );
}
