import { params } from '@nanostores/i18n';
import { i18n } from '@/lib/i18n/i18n.ts';
import { FAQS, type Faq, type HelpCategory } from './faqs.ts';

const faq = (id: string) => FAQS.find((f) => f.id === id)!;

/** Help and Support (doc 2 §2.13; issue 29): the screen and the six answers (their English is faqs.ts's). */
export const helpWords = i18n('help', {
  comingSoon: params('{feature} is coming soon. Until then, the answers above cover the common questions.'),
  title: 'Help and Support',
  subtitle: 'Answers about your account, selling, payments and staying safe.',
  searchHelp: 'Search help',
  searchPlaceholder: 'Search help, e.g. verify, sell, delete',
  topic: 'Topic',
  faqTitle: 'Frequently asked questions',
  noAnswers: 'No answers found',
  nothingMatches: params('Nothing matches "{search}". Try one simple word such as "verify", "sell", "pay" or "delete", or look in every topic.'),
  nothingMatchesIn: params('Nothing matches "{search}" in {category}. Try one simple word such as "verify", "sell", "pay" or "delete", or look in every topic.'),
  showAll: 'Show all questions',
  oneAnswer: '1 answer',
  answers: params('{count} answers'),
  all: 'All',
  account: 'Account',
  selling: 'Selling',
  payments: 'Payments',
  safety: 'Safety',
  contactUs: 'Contact us',
  liveChat: 'Live Chat',
  liveChatText: 'Chat with our support team',
  liveChatSoon: 'Live chat with our support team',
  comingSoonTag: 'Coming soon',
  phoneSupport: 'Phone Support',
  phoneSupportText: 'Talk to someone in your language',
  shoppingAssistant: 'Shopping Assistant',
  shoppingAssistantText: 'Ask Sokoni AI about products, prices and how things work',
  guides: 'Guides',
  buyersGuide: "Buyer's guide",
  buyersGuideText: 'Find, compare and buy with confidence',
  buyersGuideSoon: "The buyer's guide",
  sellersGuide: "Seller's guide",
  sellersGuideText: 'Open a shop and list products with a video',
  sellersGuideSoon: "The seller's guide",
  carGuide: 'Car buying guide',
  carGuideText: 'Papers, test drives and fair prices',
  carGuideSoon: 'The car buying guide',
  safetyGuide: 'Safety guide',
  safetyGuideText: 'Spot scams and meet safely',
  safetyGuideSoon: 'The safety guide',
  signUpQ: faq('sign-up').question,
  signUpA0: faq('sign-up').answer[0]!,
  signUpA1: faq('sign-up').answer[1]!,
  verifyQ: faq('verify').question,
  verifyA0: faq('verify').answer[0]!,
  verifyA1: faq('verify').answer[1]!,
  sellQ: faq('sell').question,
  sellA0: faq('sell').answer[0]!,
  sellA1: faq('sell').answer[1]!,
  payMeetQ: faq('pay-meet').question,
  payMeetA0: faq('pay-meet').answer[0]!,
  payMeetA1: faq('pay-meet').answer[1]!,
  reportQ: faq('report').question,
  reportA0: faq('report').answer[0]!,
  reportA1: faq('report').answer[1]!,
  deleteQ: faq('delete').question,
  deleteA0: faq('delete').answer[0]!,
  deleteA1: faq('delete').answer[1]!,
});

export type HelpWords = ReturnType<typeof helpWords.get>;

const FAQ_KEYS: Record<string, 'signUp' | 'verify' | 'sell' | 'payMeet' | 'report' | 'delete'> = {
  'sign-up': 'signUp',
  verify: 'verify',
  sell: 'sell',
  'pay-meet': 'payMeet',
  report: 'report',
  delete: 'delete',
};

/** The answers in the reader's language (searched in it too). */
export function faqsIn(t: HelpWords): Faq[] {
  return FAQS.map((f) => {
    const key = FAQ_KEYS[f.id]!;
    return { ...f, question: t[`${key}Q`], answer: [t[`${key}A0`], t[`${key}A1`]] };
  });
}

/** A topic's name in the reader's language. */
export const categoryLabel = (category: HelpCategory, t: HelpWords): string => t[category];
