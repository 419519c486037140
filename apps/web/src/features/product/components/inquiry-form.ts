export type InquiryDraft = { name: string; email: string; phone: string; message: string };
export type InquiryErrors = Partial<Record<keyof InquiryDraft, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The Message Shop form's rules: a message of at most 2000 characters, a well-formed email
 * when one is given, a plausible phone, and — for a guest — a way for the seller to reply.
 */
export function validateInquiry(draft: InquiryDraft, { signedIn }: { signedIn: boolean }): InquiryErrors {
  const errors: InquiryErrors = {};
  const message = draft.message.trim();
  if (!message) errors.message = 'Message is required';
  else if (message.length > 2000) errors.message = 'Message must be at most 2000 characters';
  if (draft.email.trim() && !EMAIL.test(draft.email.trim())) errors.email = 'Please enter a valid email';
  if (draft.phone.trim() && draft.phone.replace(/\D/g, '').length < 7) errors.phone = 'Please enter a valid phone number';
  if (!signedIn && !draft.email.trim() && !draft.phone.trim() && !errors.phone) {
    errors.phone = 'Please give a phone number or email so the seller can reply';
  }
  if (draft.name.trim().length > 100) errors.name = 'Name must be at most 100 characters';
  return errors;
}
