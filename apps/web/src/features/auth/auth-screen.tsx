import { AUTH_SCREEN_CLOSE_DELAY_MS } from '@sokoni/contracts/constants';
import type { User } from '@sokoni/contracts/users';
import { useEffect, useState, type MouseEvent } from 'react';
import { Banner } from '@/components/banner.tsx';
import { ChevronLeftIcon, ShieldCheckIcon, SparklesIcon } from '@/components/icons.tsx';
import { useSession } from '@/lib/session/use-session.ts';
import type { Feedback } from './auth-feedback.ts';
import { initialStep, STEP_COPY, type AuthStep } from './auth-steps.ts';
import { ForgotPasswordForm } from './components/forgot-password-form.tsx';
import { LoginForm } from './components/login-form.tsx';
import { DEFAULT_PHONE, type PhoneValue } from './components/phone-field.tsx';
import { ResetOtpForm } from './components/reset-otp-form.tsx';
import { ResetPasswordForm } from './components/reset-password-form.tsx';
import { SignupForm } from './components/signup-form.tsx';
import { SignupOtpForm } from './components/signup-otp-form.tsx';
import type { StepProps } from './components/step-props.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { authWords } from './auth-words.ts';
import { LanguagePicker } from '@/components/language-picker.tsx';

type Props = {
  initialMode?: string;
  /** Why the login page opened, shown above the form (e.g. the dealer view turned a customer away). */
  notice?: string;
  /** "Back to the app". */
  onClose: () => void;
  /** doc 1 §4.1: called about 50 ms after authentication is detected. */
  onAuthenticated: (user: User) => void;
};

/** doc 1 §2.4: the login page that replaces the whole app while it is open. */
export function AuthScreen({ initialMode, notice, onClose, onAuthenticated }: Props) {
  const [step, setStep] = useState<AuthStep>(() => initialStep(initialMode));
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [phone, setPhone] = useState<PhoneValue>(DEFAULT_PHONE);
  const session = useSession();
  const signedInUser = session.status === 'authenticated' ? session.user : null;

  useEffect(() => {
    if (!signedInUser) return;
    const timer = setTimeout(() => onAuthenticated(signedInUser), AUTH_SCREEN_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedInUser, onAuthenticated]);

  const stepProps: StepProps = {
    phone,
    onPhoneChange: setPhone,
    go: (next, nextFeedback = null) => {
      setStep(next);
      setFeedback(nextFeedback);
    },
    report: setFeedback,
  };
  const copy = STEP_COPY[step.mode];
  const t = useWords(authWords);

  const backToApp = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onClose();
  };

  return (
    <div className="min-h-dvh bg-slate-50 md:grid md:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:grid-cols-2">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-brand-700 via-brand-900 to-slate-950 p-10 text-white md:flex md:flex-col md:justify-between">
        <div aria-hidden="true" className="absolute -top-24 -right-24 size-80 rounded-full bg-accent-400/20 blur-3xl" />
        <p className="relative text-2xl font-extrabold tracking-tight">
          soko<span className="text-accent-400">ni</span>
        </p>
        <div className="relative">
          <h2 className="text-4xl leading-tight font-extrabold">
            {t.buySell} <span className="text-accent-400">{t.easy}</span>
          </h2>
          <p className="mt-3 max-w-md text-lg text-white/75">{t.pitch}</p>
          <ul className="mt-8 space-y-3 text-white/85">
            <li className="flex items-center gap-2.5">
              <ShieldCheckIcon size={20} className="text-accent-300" /> {t.phoneVerified}
            </li>
            <li className="flex items-center gap-2.5">
              <SparklesIcon size={20} className="text-accent-300" /> {t.assistant}
            </li>
          </ul>
        </div>
        <p className="relative text-sm text-white/50">© Sokoni</p>
      </aside>

      <main className="flex min-h-dvh flex-col px-5 pt-[max(1rem,env(safe-area-inset-top))] pb-10 md:justify-center md:px-12">
        <div className="mx-auto w-full max-w-md">
          <a
            href="/"
            onClick={backToApp}
            className="-ml-2 inline-flex items-center gap-1 rounded-lg px-2 py-2 text-sm font-semibold text-slate-600 hover:text-slate-900"
          >
            <ChevronLeftIcon size={18} /> {t.backToApp}
          </a>
          <p className="mt-4 text-2xl font-extrabold tracking-tight text-brand-800 md:hidden">
            soko<span className="text-accent-600">ni</span>
          </p>
          <h1 className="mt-4 text-[26px] leading-tight font-extrabold tracking-tight text-slate-900">{t[copy.title] as string}</h1>
          <p className="mt-1.5 text-[15px] text-slate-600">{t[copy.subtitle] as string}</p>

          <div className="mt-6 space-y-4 rounded-3xl border border-slate-200/80 bg-white p-5 shadow-sm md:p-7" data-auth-mode={step.mode}>
            {notice && !feedback && <Banner tone="info">{notice}</Banner>}
            {feedback && <Banner tone={feedback.tone}>{feedback.text}</Banner>}
            <StepForm step={step} {...stepProps} />
          </div>
          <LanguagePicker className="mt-6" />
        </div>
      </main>
    </div>
  );
}

function StepForm({ step, ...props }: StepProps & { step: AuthStep }) {
  switch (step.mode) {
    case 'login':
      return <LoginForm {...props} />;
    case 'signup':
      return <SignupForm {...props} />;
    case 'signup_otp':
      return <SignupOtpForm key={step.phoneNumber} phoneNumber={step.phoneNumber} {...props} />;
    case 'forgot_password':
      return <ForgotPasswordForm {...props} />;
    case 'forgot_password_otp':
      return <ResetOtpForm key={step.phoneNumber} phoneNumber={step.phoneNumber} {...props} />;
    case 'reset_password':
      return <ResetPasswordForm resetToken={step.resetToken} {...props} />;
  }
}
