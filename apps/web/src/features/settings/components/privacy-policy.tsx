import { useWords } from '@/lib/i18n/use-words.ts';
import { privacyWords } from '../legal-words.ts';
import { LegalText } from './legal-text.tsx';

/** doc 2 §2.11: the privacy policy, for buyers, sellers and dealers of this marketplace. */
export function PrivacyPolicy() {
  const t = useWords(privacyWords);
  return (
    <LegalText
      summary={t.summary}
      sections={[
        { heading: t.whoHeading, body: t.who },
        { heading: t.collectHeading, body: [t.collectPhone, t.collectProfile, t.collectPublished, t.collectChats, t.collectVerification, t.collectActivity] },
        { heading: t.idHeading, body: t.id },
        { heading: t.useHeading, body: [t.useRun, t.useDrafts, t.useFraud, t.useMarketing] },
        { heading: t.seeHeading, body: t.see },
        { heading: t.keepHeading, body: [t.keepDeactivated, t.keepDeleted, t.keepVerification] },
        { heading: t.rightsHeading, body: t.rights },
        { heading: t.contactHeading, body: t.contact },
      ]}
    />
  );
}
