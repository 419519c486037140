import { inquiryText, type InquiryDelivery } from '../social/index.ts';
import type { ChatsRepo } from './repo.ts';

type Inquiry = { words: string };
/** The two ways into a conversation this needs (the chats service's own). */
type Styles = {
  shopStyle: { start(userId: string, shopId: string, body: { productId: string; message: string; clientKey: string | null; inquiry: Inquiry }): Promise<{ chatId: string }> };
  dealerStyle: { send(userId: string, body: { receiverId: string; carId: string; content: string; clientKey: string | null; inquiry: Inquiry }): Promise<{ conversation: { id: string } }> };
};

/**
 * doc 1's Message Shop from a signed-in buyer reaches the seller as a conversation they answer:
 * a dealer's vehicle in the dealer conversation about that car, anything else in the buyer↔shop
 * chat with the product. Null when there is nobody else to talk to (the seller's own product).
 */
export function createInquiryDelivery({ repo, shopStyle, dealerStyle }: { repo: ChatsRepo } & Styles) {
  return async function deliverInquiry(input: InquiryDelivery): Promise<{ chatId: string } | null> {
    const product = await repo.product(input.productId);
    const shop = product && (await repo.shop(product.shopId));
    if (!product || !shop || shop.ownerId === input.buyerId) return null;
    const owner = await repo.person(shop.ownerId);
    const content = inquiryText(input.message, input.contact);
    const inquiry = { words: input.message };
    if (owner?.role === 'dealer') {
      const sent = await dealerStyle.send(input.buyerId, { receiverId: owner.id, carId: product.id, content, clientKey: input.clientKey, inquiry });
      return { chatId: sent.conversation.id };
    }
    const started = await shopStyle.start(input.buyerId, shop.id, { productId: product.id, message: content, clientKey: input.clientKey, inquiry });
    return { chatId: started.chatId };
  };
}
