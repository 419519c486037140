import { OTP_RESEND_COOLDOWN_SECONDS } from '@sokoni/contracts/constants';
import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import { useResendOtp } from '../api/resend-otp.ts';
import { resendFailure, success, type Feedback } from '../auth-feedback.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { TextButton } from './text-button.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { authWords } from '../auth-words.ts';

type Props = { phoneNumber: string; type: 'signup' | 'password_reset'; report: (feedback: Feedback | null) => void };

/** "Resend code", locked for 60 s after each code with a visible countdown. */
export function ResendCode({ phoneNumber, type, report }: Props) {
  const { seconds, restart } = useCountdown(OTP_RESEND_COOLDOWN_SECONDS);
  const resend = useResendOtp();
  const t = useWords(authWords);

  const onResend = () => {
    report(null);
    resend.mutate(
      { phoneNumber, type },
      {
        onSuccess: ({ message }) => {
          restart(OTP_RESEND_COOLDOWN_SECONDS);
          report(success(message ?? AUTH_MESSAGES.codeResent));
        },
        onError: (error) => {
          const feedback = resendFailure(error, t);
          if (feedback.waitSeconds !== null) restart(feedback.waitSeconds);
          report({ tone: feedback.tone, text: feedback.text });
        },
      },
    );
  };

  return (
    <div className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 text-sm text-slate-600">
      <span>{t.didNotGetIt}</span>
      <TextButton onClick={onResend} disabled={seconds > 0 || resend.isPending} className="disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline">
        {t.resendCode}
      </TextButton>
      {seconds > 0 && (
        <span className="tabular-nums text-slate-500" data-testid="resend-countdown">
          {t.resendIn({ time: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}` })}
        </span>
      )}
    </div>
  );
}
