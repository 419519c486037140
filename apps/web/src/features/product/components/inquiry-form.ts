import { productWords } from '../product-words.ts';

export type InquiryDraft = { name: string; email: string; phone: string; message: string };
export type InquiryErrors = Partial<Record<keyof InquiryDraft, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The Message Shop form's rules: a message of at most 2000 characters, a well-formed email
 * when one is given, a plausible phone, and — for a guest — a way for the seller to reply.
 */
export function validateInquiry(draft: InquiryDraft, { signedIn }: { signedIn: boolean }): InquiryErrors {
  const t = productWords.get();
  const errors: InquiryErrors = {};
  const message = draft.message.trim();
  if (!message) errors.message = t.messageRequired;
  else if (message.length > 2000) errors.message = t.messageTooLong;
  if (draft.email.trim() && !EMAIL.test(draft.email.trim())) errors.email = t.invalidEmail;
  if (draft.phone.trim() && draft.phone.replace(/\D/g, '').length < 7) errors.phone = t.invalidPhone;
  if (!signedIn && !draft.email.trim() && !draft.phone.trim() && !errors.phone) {
    errors.phone = t.needContact;
  }
  if (draft.name.trim().length > 100) errors.name = t.nameTooLong;
  return errors;
}
