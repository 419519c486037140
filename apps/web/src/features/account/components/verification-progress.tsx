import { useWords } from '@/lib/i18n/use-words.ts';
import { accountWords } from '../account-words.ts';

/** doc 2 §2.7: the "Account Verification" percentage bar (50 phone + 50 ID). */
export function VerificationProgress({ percent }: { percent: number }) {
  const t = useWords(accountWords);
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div>
      <div className="mb-1.5 flex items-center justify-between text-sm">
        <span id="account-verification-label" className="font-semibold text-slate-700">
          {t.accountVerification}
        </span>
        <span className="font-bold text-brand-700 tabular-nums">{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="account-verification-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-gradient-to-r from-brand-500 to-brand-700 transition-[width]" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
