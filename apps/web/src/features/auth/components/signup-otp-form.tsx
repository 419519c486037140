import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import { useToast } from '@/components/toast/toast-context.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { failure, success } from '../auth-feedback.ts';
import { previousStep } from '../auth-steps.ts';
import { CodeForm } from './code-form.tsx';
import type { StepProps } from './step-props.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { authWords } from '../auth-words.ts';

export function SignupOtpForm({ phoneNumber, go, report }: StepProps & { phoneNumber: string }) {
  const verify = useVerifyOtp();
  const toast = useToast();
  const t = useWords(authWords);
  return (
    <CodeForm
      phoneNumber={phoneNumber}
      type="signup"
      pending={verify.isPending}
      report={report}
      onBack={() => go(previousStep({ mode: 'signup_otp', phoneNumber }), null)}
      onVerify={(otp) =>
        verify.mutate(
          { phoneNumber, otp },
          {
            // doc 1 §4.2: the success banner shows; the screen closes once authentication is seen.
            onSuccess: (outcome) => {
              const text = outcome.message ?? AUTH_MESSAGES.accountCreated;
              if (outcome.kind === 'user-updated') return go({ mode: 'login' }, success(text));
              report(success(text));
              toast.success(text);
            },
            onError: (error) => report(failure(error, t.otpFailed)),
          },
        )
      }
    />
  );
}
