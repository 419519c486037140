export type InquiryContact = { name: string | null; email: string | null; phone: string | null };
/** A signed-in buyer's inquiry as the chats module receives it to make a conversation of it. */
export type InquiryDelivery = { buyerId: string; productId: string; message: string; contact: InquiryContact; clientKey: string | null };

/** What the seller reads of an inquiry: the buyer's words, then the contact details they gave, one to a line. */
export function inquiryText(message: string, contact: InquiryContact): string {
  const lines = [contact.name && `Name: ${contact.name}`, contact.phone && `Phone: ${contact.phone}`, contact.email && `Email: ${contact.email}`].filter(Boolean);
  return lines.length ? `${message}\n\n${lines.join('\n')}` : message;
}
