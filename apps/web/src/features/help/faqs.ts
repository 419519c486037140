export const HELP_CATEGORIES = ['all', 'account', 'selling', 'payments', 'safety'] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export type Faq = { id: string; category: Exclude<HelpCategory, 'all'>; question: string; answer: string[] };

/** doc 2 §2.13: six answers about this product, true to how it works. */
export const FAQS: Faq[] = [
  {
    id: 'sign-up',
    category: 'account',
    question: 'How do I sign up?',
    answer: [
      'Tap Sign In, then create an account with your phone number and a password of at least 8 characters.',
      'We send a 6-digit code to that number. Enter it within 10 minutes to finish. No code after a minute? Ask for a new one from the same screen.',
    ],
  },
  {
    id: 'verify',
    category: 'account',
    question: 'How do I get verified?',
    answer: [
      'Open Account and tap Get Verified. Confirm your phone with a code, then send a clear photo of your ID (JPG or PNG, up to 10 MB) and a short video of yourself holding it (under 2 minutes, up to 50 MB).',
      'Our team reviews it, usually within 24-48 hours, and you get a notification with the result. You can try up to 3 times.',
    ],
  },
  {
    id: 'sell',
    category: 'selling',
    question: 'How do I sell something?',
    answer: [
      'Open My Shop and create your shop, then tap Add product and upload a short video of the item (up to 100 MB).',
      'Sokoni AI watches the video and drafts the title, description, category and a price from similar listings. Check the draft and edit anything before buyers see it. Verified sellers get a badge and rank higher.',
    ],
  },
  {
    id: 'pay-meet',
    category: 'payments',
    question: 'How do I pay and meet a seller safely?',
    answer: [
      'Payments are agreed between you and the seller; Sokoni does not take payment in the app yet. Pay only once you have seen the item, by mobile money or cash on collection.',
      'Meet in a busy public place in daylight. For a car, check the papers against the vehicle and test-drive it first. Never pay a deposit to someone you have not met.',
    ],
  },
  {
    id: 'report',
    category: 'safety',
    question: 'How do I report a listing or a seller?',
    answer: [
      'Open your conversation with the seller or dealer and tap the flag at the top to report them; say which listing and what is wrong. You can also block them there.',
      'Our team reviews every report and removes listings that break the rules.',
    ],
  },
  {
    id: 'delete',
    category: 'account',
    question: 'How do I delete my account?',
    answer: [
      'Go to Settings and tap Delete Account. You are signed out, the account can no longer sign in, and its data is permanently deleted after 90 days.',
      'Just need a break? Choose Deactivate Account instead: signing in again brings everything back.',
    ],
  },
];

const normalise = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '');

const wordsOf = (text: string) => normalise(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * The answers in `category` whose question or answer has a word starting with each word searched
 * for, in any order: "verif" finds "verified", "id" does not find "video".
 */
export function filterFaqs(faqs: Faq[], search: string, category: HelpCategory): Faq[] {
  const wanted = wordsOf(search);
  return faqs.filter((faq) => {
    if (category !== 'all' && faq.category !== category) return false;
    const words = wordsOf([faq.question, ...faq.answer].join(' '));
    return wanted.every((prefix) => words.some((word) => word.startsWith(prefix)));
  });
}
