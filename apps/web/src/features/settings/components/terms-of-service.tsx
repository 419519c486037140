import { useWords } from '@/lib/i18n/use-words.ts';
import { termsWords } from '../legal-words.ts';
import { LegalText } from './legal-text.tsx';

/** doc 2 §2.11 and §1: the terms, oriented to a marketplace where cars are sold too. */
export function TermsOfService() {
  const t = useWords(termsWords);
  return (
    <LegalText
      summary={t.summary}
      sections={[
        { heading: t.usingHeading, body: t.using },
        { heading: t.salesHeading, body: t.sales },
        { heading: t.rulesHeading, body: [t.rulesHonest, t.rulesDrafts, t.rulesVehicles, t.rulesForbidden] },
        { heading: t.verificationHeading, body: t.verification },
        { heading: t.safetyHeading, body: [t.safetyMeet, t.safetyCar, t.safetyDeposit] },
        { heading: t.respectHeading, body: t.respect },
        { heading: t.closingHeading, body: t.closing },
        { heading: t.liabilityHeading, body: t.liability },
        { heading: t.changesHeading, body: t.changes },
      ]}
    />
  );
}
