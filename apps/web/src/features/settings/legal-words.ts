import { params } from '@nanostores/i18n';
import { i18n } from '@/lib/i18n/i18n.ts';

// The privacy policy and the terms of service (doc 2 §2.11), word for word in every language
// (issue 29). `**…**` marks the words a list item opens with in bold.

export const legalWords = i18n('legalText', {
  lastUpdated: params('Last updated {date}'),
  updatedOn: '1 November 2026',
});

export const privacyWords = i18n('privacyPolicy', {
  summary:
    'In short: we use your phone number, profile, listings and chats to run the marketplace; ID documents for verification are kept private and reviewed only by our staff; deleted accounts are purged after 90 days; we never sell your data.',
  whoHeading: 'Who we are',
  who: 'Sokoni is a marketplace where buyers, shops and car dealers in Eswatini and across Southern and East Africa meet. This policy explains what we collect when you use the app, why, and the choices you have.',
  collectHeading: 'What we collect',
  collectPhone: '**Your phone number**, to create your account, send sign-in and verification codes, and keep the account secure.',
  collectProfile: '**Your profile**: name, optional email address and profile photo.',
  collectPublished: '**What you publish**: shops, listings, photos, videos, prices and comments. These are public.',
  collectChats: '**Your chats** with shops, buyers and dealers, including files you attach. Only the people in the conversation can read them.',
  collectVerification: '**Verification files**: if you verify your identity, a picture of your ID document and a short video of you.',
  collectActivity:
    '**Activity**: likes, saves, follows, searches, questions to the shopping assistant, views, and basic device and network details used to keep the service safe.',
  idHeading: 'ID documents stay private',
  id: "Your ID picture and verification video are stored privately, never shown on your profile or shop, and opened only by trained Sokoni staff who review verifications. Reviewers see them through links that expire. We use them only to confirm that you are who you say you are, and we keep the review's outcome as a record.",
  useHeading: 'How we use your information',
  useRun: 'To run the marketplace: show listings, deliver messages, notify you and help you find products.',
  useDrafts: "To draft listings from your videos and answer the shopping assistant's questions. These suggestions are generated from catalogue data, not sold to anyone.",
  useFraud: 'To prevent fraud and scams, review reports and enforce our Terms of Service.',
  useMarketing: 'To send marketing only if you allow it in Settings, under Notifications.',
  seeHeading: 'Who can see it',
  see: 'Other users see your public profile, shop and listings. A seller or dealer you message sees what you write to them. We share data with service providers who host, store and deliver messages for us under contracts that protect it, and with authorities only when the law requires it. We do not sell your personal information.',
  keepHeading: 'How long we keep it',
  keepDeactivated: 'A deactivated account is kept as it is until you sign in again, which reactivates it.',
  keepDeleted: "A deleted account can no longer sign in; its data is permanently deleted 90 days later. Messages you sent may remain in the other person's copy of the chat.",
  keepVerification: 'Verification files are kept while your account exists, and deleted with it.',
  rightsHeading: 'Your choices and rights',
  rights:
    "You can edit your profile, change notification settings, and deactivate or delete your account in Settings at any time. You may ask us for a copy of your data or to correct it, in line with the data protection laws of your country, including Eswatini's Data Protection Act of 2022 and South Africa's POPIA.",
  contactHeading: 'Contact',
  contact: 'Questions about privacy reach us through Help and Support in the app. We usually reply within a few working days.',
});

export const termsWords = i18n('termsOfService', {
  summary: 'In short: list honestly, check what you buy before you pay, be respectful, and keep your account to yourself.',
  usingHeading: 'Using Sokoni',
  using: "Sokoni connects buyers with shops and car dealers. You must be at least 18, or have a parent's consent, and use a phone number that is yours. You are responsible for what happens on your account: keep your password to yourself.",
  salesHeading: 'Sales are between buyer and seller',
  sales: 'Sokoni is not the seller of items listed by shops and dealers. The price, condition, delivery and payment are agreed between the buyer and the seller, who are each responsible for keeping their side of the deal.',
  rulesHeading: 'Listing rules for sellers and dealers',
  rulesHonest: 'Describe items honestly, with real photos or videos of the item itself and a real price.',
  rulesDrafts: 'Drafts written by the AI helper are suggestions: check the title, description, category and price before you publish.',
  rulesVehicles: "Vehicles must be yours or your dealership's to sell, with their registration papers. State the year, mileage and any accident damage you know of.",
  rulesForbidden:
    'Never list stolen goods, weapons, drugs, counterfeit items, animals or anything illegal where you or the buyer live. We remove such listings and may close the account.',
  verificationHeading: 'Verification',
  verification:
    "Selling requires a verified phone and ID. Verification tells buyers that we have checked who you are; it is not a guarantee of any item or deal. Sending someone else's documents ends the account.",
  safetyHeading: 'Meeting and paying safely',
  safetyMeet: 'Meet in a busy public place in daylight, and inspect the item before you pay.',
  safetyCar: 'For a car, test-drive it, check the papers against the vehicle identification number, and have a mechanic look at it.',
  safetyDeposit: 'Never pay a deposit to someone you have not met, and never share the codes we send you.',
  respectHeading: 'Respect in chats and comments',
  respect: 'No harassment, hate, spam or scams. Report anything wrong from the listing, comment or chat; our team reviews every report.',
  closingHeading: 'Closing an account',
  closing:
    'You can deactivate your account (signing in again brings it back) or delete it (its data is deleted after 90 days) in Settings. We may suspend accounts that break these terms.',
  liabilityHeading: 'Liability',
  liability:
    'We work to keep Sokoni available and safe but provide it as it is. As far as the law allows, we are not liable for losses arising from deals between users. Nothing here limits rights you have under consumer protection laws.',
  changesHeading: 'Changes and law',
  changes:
    'When these terms change we tell you in the app before the changes apply. These terms are governed by the laws of the Kingdom of Eswatini unless the law of your country says otherwise. Questions reach us through Help and Support.',
});
