import type { Caution } from '@sokoni/contracts/chats';

// Words of advance-fee and deposit scams as they are written in chats here (English, with M-Pesa/MoMo/EcoCash).
const PAYMENT = /\b(deposit|pay (?:first|upfront|up front|in advance|before)|advance payment|send (?:the )?(?:money|cash|payment)|transfer (?:the )?(?:money|funds)|western union|moneygram|mpesa|m-pesa|momo|mobile money|ecocash|airtime|gift ?cards?|booking fee|release fee|courier fee)\b/i;
const LINK = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|info|xyz|top|site|online|link|ly|io|co)(?:\/\S*)?\b/i;
// Seven or more digits, allowing the spaces, dots and dashes people put in numbers.
const PHONE = /(?:\+?\d[\s.-]?){7,}/;

/**
 * The caution a recipient sees under a message (safety beyond the spec, as classifieds apps do):
 * money up front, a link, or a phone number, in a sender's first messages of a conversation.
 */
export function cautionFor(content: string, senderMessagesBefore: number, earlyMessages: number): Caution | null {
  if (senderMessagesBefore >= earlyMessages || !content) return null;
  if (PAYMENT.test(content)) return 'payment';
  if (LINK.test(content)) return 'link';
  if (PHONE.test(content)) return 'phone';
  return null;
}
