import { LegalText, type LegalSection } from './legal-text.tsx';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Using Sokoni',
    body: (
      <p>
        Sokoni connects buyers with shops and car dealers. You must be at least 18, or have a parent's consent, and use a phone number that is yours. You are
        responsible for what happens on your account: keep your password to yourself.
      </p>
    ),
  },
  {
    heading: 'Sales are between buyer and seller',
    body: (
      <p>
        Sokoni is not the seller of items listed by shops and dealers. The price, condition, delivery and payment are agreed between the buyer and the seller, who
        are each responsible for keeping their side of the deal.
      </p>
    ),
  },
  {
    heading: 'Listing rules for sellers and dealers',
    body: (
      <ul>
        <li>Describe items honestly, with real photos or videos of the item itself and a real price.</li>
        <li>Drafts written by the AI helper are suggestions: check the title, description, category and price before you publish.</li>
        <li>Vehicles must be yours or your dealership's to sell, with their registration papers. State the year, mileage and any accident damage you know of.</li>
        <li>
          Never list stolen goods, weapons, drugs, counterfeit items, animals or anything illegal where you or the buyer live. We remove such listings and may close
          the account.
        </li>
      </ul>
    ),
  },
  {
    heading: 'Verification',
    body: (
      <p>
        Selling requires a verified phone and ID. Verification tells buyers that we have checked who you are; it is not a guarantee of any item or deal. Sending
        someone else's documents ends the account.
      </p>
    ),
  },
  {
    heading: 'Meeting and paying safely',
    body: (
      <ul>
        <li>Meet in a busy public place in daylight, and inspect the item before you pay.</li>
        <li>For a car, test-drive it, check the papers against the vehicle identification number, and have a mechanic look at it.</li>
        <li>Never pay a deposit to someone you have not met, and never share the codes we send you.</li>
      </ul>
    ),
  },
  {
    heading: 'Respect in chats and comments',
    body: <p>No harassment, hate, spam or scams. Report anything wrong from the listing, comment or chat; our team reviews every report.</p>,
  },
  {
    heading: 'Closing an account',
    body: (
      <p>
        You can deactivate your account (signing in again brings it back) or delete it (its data is deleted after 90 days) in Settings. We may suspend accounts that
        break these terms.
      </p>
    ),
  },
  {
    heading: 'Liability',
    body: (
      <p>
        We work to keep Sokoni available and safe but provide it as it is. As far as the law allows, we are not liable for losses arising from deals between users.
        Nothing here limits rights you have under consumer protection laws.
      </p>
    ),
  },
  {
    heading: 'Changes and law',
    body: (
      <p>
        When these terms change we tell you in the app before the changes apply. These terms are governed by the laws of the Kingdom of Eswatini unless the law of
        your country says otherwise. Questions reach us through Help and Support.
      </p>
    ),
  },
];

/** doc 2 §2.11 and §1: the terms, oriented to a marketplace where cars are sold too. */
export function TermsOfService() {
  return (
    <LegalText
      updated="1 November 2026"
      summary={<p>In short: list honestly, check what you buy before you pay, be respectful, and keep your account to yourself.</p>}
      sections={SECTIONS}
    />
  );
}
