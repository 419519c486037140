import { CHAT_LIMITS, START_CHAT_SUGGESTIONS } from '@sokoni/contracts/chat-rules';

type ProductFacts = { title: string; category: string; city?: string | null } | null;

// doc 2 §9: extra suggestions for categories containing car, electronics or clothing.
const BUYER_EXTRAS: { match: RegExp; replies: string[] }[] = [
  { match: /car|vehicle/i, replies: ['Can I book a test drive?', 'Is the service history available?', 'Has it been in an accident?'] },
  { match: /electronic|phone|computer/i, replies: ['Is there a warranty?', 'Does it come with the box and charger?'] },
  { match: /cloth|fashion|shoe/i, replies: ['What sizes do you have?', 'Is it original?'] },
];
const SELLER_REPLIES = ['Yes, it is still available.', 'The price is negotiable.', 'When would you like to see it?', 'We can deliver for a small fee.', 'Thank you for your interest!'];

/**
 * The quick replies offered in a conversation (doc 2 §9): for the buyer, the product-aware ones
 * and the category's extras; for the seller, answers. Up to 4 in dealer conversations, 5 otherwise.
 */
export function suggestedActions(product: ProductFacts, opts: { readerIsSeller: boolean; style: 'shop' | 'dealer' }): string[] {
  const max = opts.style === 'dealer' ? CHAT_LIMITS.dealerQuickReplies : CHAT_LIMITS.productQuickReplies;
  if (opts.readerIsSeller) return SELLER_REPLIES.slice(0, max);
  const extras = product ? BUYER_EXTRAS.filter((e) => e.match.test(product.category)).flatMap((e) => e.replies) : [];
  const opening = product ? [`Is the ${product.title} still available?`, ...START_CHAT_SUGGESTIONS.slice(1)] : [...START_CHAT_SUGGESTIONS];
  // The opening question first, then the category's own, then the rest.
  return [...new Set([opening[0]!, ...extras, ...opening.slice(1)])].slice(0, max);
}
