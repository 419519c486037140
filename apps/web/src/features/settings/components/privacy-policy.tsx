import { LegalText, type LegalSection } from './legal-text.tsx';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Who we are',
    body: (
      <p>
        Sokoni is a marketplace where buyers, shops and car dealers in Eswatini and across Southern and East Africa meet. This policy explains what we collect when
        you use the app, why, and the choices you have.
      </p>
    ),
  },
  {
    heading: 'What we collect',
    body: (
      <ul>
        <li>
          <strong>Your phone number</strong>, to create your account, send sign-in and verification codes, and keep the account secure.
        </li>
        <li>
          <strong>Your profile</strong>: name, optional email address and profile photo.
        </li>
        <li>
          <strong>What you publish</strong>: shops, listings, photos, videos, prices and comments. These are public.
        </li>
        <li>
          <strong>Your chats</strong> with shops, buyers and dealers, including files you attach. Only the people in the conversation can read them.
        </li>
        <li>
          <strong>Verification files</strong>: if you verify your identity, a picture of your ID document and a short video of you.
        </li>
        <li>
          <strong>Activity</strong>: likes, saves, follows, searches, questions to the shopping assistant, views, and basic device and network details used to keep
          the service safe.
        </li>
      </ul>
    ),
  },
  {
    heading: 'ID documents stay private',
    body: (
      <p>
        Your ID picture and verification video are stored privately, never shown on your profile or shop, and opened only by trained Sokoni staff who review
        verifications. Reviewers see them through links that expire. We use them only to confirm that you are who you say you are, and we keep the review's
        outcome as a record.
      </p>
    ),
  },
  {
    heading: 'How we use your information',
    body: (
      <ul>
        <li>To run the marketplace: show listings, deliver messages, notify you and help you find products.</li>
        <li>To draft listings from your videos and answer the shopping assistant's questions. These suggestions are generated from catalogue data, not sold to anyone.</li>
        <li>To prevent fraud and scams, review reports and enforce our Terms of Service.</li>
        <li>To send marketing only if you allow it in Settings, under Notifications.</li>
      </ul>
    ),
  },
  {
    heading: 'Who can see it',
    body: (
      <p>
        Other users see your public profile, shop and listings. A seller or dealer you message sees what you write to them. We share data with service providers who
        host, store and deliver messages for us under contracts that protect it, and with authorities only when the law requires it. We do not sell your personal
        information.
      </p>
    ),
  },
  {
    heading: 'How long we keep it',
    body: (
      <ul>
        <li>A deactivated account is kept as it is until you sign in again, which reactivates it.</li>
        <li>A deleted account can no longer sign in; its data is permanently deleted 90 days later. Messages you sent may remain in the other person's copy of the chat.</li>
        <li>Verification files are kept while your account exists, and deleted with it.</li>
      </ul>
    ),
  },
  {
    heading: 'Your choices and rights',
    body: (
      <p>
        You can edit your profile, change notification settings, and deactivate or delete your account in Settings at any time. You may ask us for a copy of your data
        or to correct it, in line with the data protection laws of your country, including Eswatini's Data Protection Act of 2022 and South Africa's POPIA.
      </p>
    ),
  },
  {
    heading: 'Contact',
    body: <p>Questions about privacy reach us through Help and Support in the app. We usually reply within a few working days.</p>,
  },
];

/** doc 2 §2.11: the privacy policy, for buyers, sellers and dealers of this marketplace. */
export function PrivacyPolicy() {
  return (
    <LegalText
      updated="1 November 2026"
      summary={
        <p>
          In short: we use your phone number, profile, listings and chats to run the marketplace; ID documents for verification are kept private and reviewed only by
          our staff; deleted accounts are purged after 90 days; we never sell your data.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
