import { bindUseCases } from '../../platform/use-cases.ts';
import { blockedPeople, blockPerson, unblockPerson } from './blocks.ts';
import type { ChatsDeps } from './chat-deps.ts';
import { assertParticipant, typing } from './chat-room.ts';
import { conversationMessages, conversationsUnread, listConversations, readConversation, sendConversationMessage } from './dealer-conversations.ts';
import { createInquiryDelivery } from './inquiries.ts';
import { sayOfferStep } from './offer-steps.ts';
import { shopChatExists, startShopChat } from './open-shop-chat.ts';
import {
  listShopChats,
  oneShopChat,
  readShopChat,
  sendShopMessage,
  shopChatLastProduct,
  shopChatMessages,
  shopChatsWithUnread,
  shopChatUnread,
  unreadCounts,
} from './shop-chats.ts';

/**
 * Shop chats and dealer conversations (doc 2 §2.4–§2.6, §7 Chat): one store of conversations
 * between two people, seen shop-style (a buyer and a shop) or dealer-style (by the other person).
 * Only the two people read or write; messages are stored before they are announced, once per
 * client key.
 */
export function createChatsService(deps: ChatsDeps) {
  const shopStyle = bindUseCases(deps, {
    start: startShopChat,
    exists: shopChatExists,
    list: listShopChats,
    withUnread: shopChatsWithUnread,
    one: oneShopChat,
    messages: shopChatMessages,
    send: sendShopMessage,
    read: readShopChat,
    unreadOf: shopChatUnread,
    unreadCounts,
    lastProduct: shopChatLastProduct,
  });
  const dealerStyle = bindUseCases(deps, {
    list: listConversations,
    unreadCount: conversationsUnread,
    messages: conversationMessages,
    send: sendConversationMessage,
    read: readConversation,
  });
  return {
    shopStyle,
    dealerStyle,
    ...bindUseCases(deps, { typing, assertParticipant, sayOfferStep }),
    blocks: bindUseCases(deps, { block: blockPerson, unblock: unblockPerson, list: blockedPeople }),
    deliverInquiry: createInquiryDelivery({ repo: deps.repo, shopStyle, dealerStyle }),
  };
}

export type ChatsService = ReturnType<typeof createChatsService>;
