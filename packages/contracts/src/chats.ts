import { z } from 'zod';
import { CHAT_LIMITS, CHAT_MESSAGES } from './chat-rules.ts';
import { idSchema, listLimit } from './envelope.ts';
import { offerSchema } from './offers.ts';

export * from './chat-rules.ts';

// ── What clients send ────────────────────────────────────────────────────────────────────────

/** An attachment as sent: the key of the sender's own upload to this conversation (type, size and url are hints; the server reads its record). */
export const chatAttachmentInput = z.union([
  z.string().trim().min(1).max(512).transform((key) => ({ key })),
  z.object({
    key: z.string().trim().min(1).max(512),
    type: z.string().trim().max(100).nullish(),
    size: z.number().nullish(),
    url: z.string().trim().max(2048).nullish(),
    name: z.string().trim().max(200).nullish(),
  }),
]);
const attachmentsInput = z.array(chatAttachmentInput).max(CHAT_LIMITS.dealerAttachments.maxFiles, CHAT_MESSAGES.tooManyFiles(CHAT_LIMITS.dealerAttachments.maxFiles));
const content = z.string().max(CHAT_LIMITS.maxContent, `A message can be at most ${CHAT_LIMITS.maxContent} characters`);
/** The client's temporary id (`temp-…`): a retry with the same key never makes a second message. */
const clientKey = z.string().trim().min(1).max(100);

/** POST /chats/shop/{shopId}: start or reuse the buyer↔shop chat, with the opening message. */
export const startChatBody = z.object({ productId: idSchema.nullish(), message: z.string().trim().min(1, CHAT_MESSAGES.needsContent).max(CHAT_LIMITS.maxContent) });
/** POST /chats/check-exists. */
export const checkChatBody = z.object({ shopId: idSchema, productId: idSchema.nullish() });

/** POST /chats/messages (shop-style): text or files; `shopId` sends as the caller's shop. */
export const sendChatMessageBody = z
  .object({
    chatId: idSchema,
    content: content.nullish(),
    attachments: attachmentsInput.nullish(),
    shopId: idSchema.nullish(),
    productId: idSchema.nullish(),
    replyToMessageId: idSchema.nullish(),
    clientKey: clientKey.nullish(),
    tempId: clientKey.nullish(),
  })
  .refine((b) => Boolean(b.content?.trim()) || (b.attachments?.length ?? 0) > 0, { message: CHAT_MESSAGES.needsContent, path: ['content'] });

/** POST /conversations/messages (dealer-style). */
export const sendConversationMessageBody = z
  .object({
    receiverId: idSchema,
    content: content.nullish(),
    attachments: attachmentsInput.nullish(),
    carId: idSchema.nullish(),
    clientKey: clientKey.nullish(),
    tempId: clientKey.nullish(),
  })
  .refine((b) => Boolean(b.content?.trim()) || (b.attachments?.length ?? 0) > 0, { message: CHAT_MESSAGES.needsContent, path: ['content'] });

/** GET /chats/{id}/messages and GET /conversations/{participantId}/messages: newest page, `before` older ones, `after` what a reconnecting device missed. */
export const messagesQuery = z.object({
  limit: listLimit(CHAT_LIMITS.pageLimit),
  before: z.iso.datetime({ offset: true }).optional(),
  /** A message id: only messages after it, oldest first (the catch-up of a device that was offline). */
  after: idSchema.optional(),
});
export const chatListQuery = z.object({
  limit: listLimit(CHAT_LIMITS.listLimit),
  q: z.string().trim().max(100).optional(),
});
export const chatIdParams = z.object({ id: idSchema });
export const shopIdParams = z.object({ shopId: idSchema });
export const participantParams = z.object({ participantId: idSchema });
/** GET /conversations/{participantId}/messages: `carId` names the car a buyer came from (its summary comes back as `car`). */
export const conversationMessagesQuery = messagesQuery.extend({ carId: idSchema.optional() });

/** POST /blocks. */
export const blockBody = z.object({ userId: idSchema });
export const blockParams = z.object({ userId: idSchema });

// ── What the server answers ──────────────────────────────────────────────────────────────────

/** An attachment as served: chat files are private, so `url` is a short-lived signed address. */
export const chatAttachmentSchema = z.object({
  key: z.string(),
  type: z.enum(['image', 'video', 'document']),
  mimeType: z.string(),
  size: z.number(),
  url: z.string(),
  name: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

/** The product a chat is about (doc 2 §3 productInfo). */
export const chatProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  price: z.object({ amount: z.number(), currency: z.string() }),
  formattedPrice: z.string(),
  image: z.string().nullable(),
  video: z.string().nullable(),
  mediaType: z.enum(['image', 'video']),
  category: z.string(),
  isAvailable: z.boolean(),
});
export type ChatProduct = z.infer<typeof chatProductSchema>;

export const CAUTIONS = ['payment', 'link', 'phone'] as const;
export type Caution = (typeof CAUTIONS)[number];

/** doc 2 §3 shop-style message; `caution` only on messages to the reader (the safety line), `clientKey` only on the sender's own. */
export const chatMessageSchema = z.object({
  id: z.string(),
  _id: z.string(),
  chatId: z.string(),
  senderId: z.string(),
  senderType: z.enum(['User', 'Shop']),
  /** The person who wrote it (the shop's owner for senderType Shop). */
  senderUserId: z.string(),
  senderInfo: z.object({ _id: z.string(), id: z.string(), name: z.string(), username: z.string().nullable(), avatar: z.string().nullable(), logo: z.string().nullable(), type: z.enum(['user', 'shop']) }),
  content: z.string(),
  attachments: z.array(chatAttachmentSchema),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
  productContext: chatProductSchema.nullable(),
  replyToMessageId: z.string().nullable(),
  clientKey: z.string().nullable(),
  caution: z.enum(CAUTIONS).nullable(),
  /** The offer this message carries, as it stands now (issue 28); null on other messages. */
  offer: offerSchema.nullable().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** doc 2 §3 shop-style chat, from the reader's side: `recipient` is whom they talk to. */
export const chatSchema = z.object({
  id: z.string(),
  _id: z.string(),
  shopId: z.string().nullable(),
  buyerId: z.string(),
  /** Whether the reader takes part as the shop (its owner) rather than as the buyer. */
  asShop: z.boolean(),
  lastMessage: z
    .object({
      content: z.string(),
      createdAt: z.string(),
      hasAttachments: z.boolean(),
      senderId: z.string(),
      senderType: z.enum(['User', 'Shop']),
      /** The person who wrote it: the list's "You:" is this against the reader's own id (in a direct chat neither side is a shop). */
      senderUserId: z.string(),
    })
    .nullable(),
  unreadCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  productInfo: chatProductSchema.nullable(),
  recipient: z.object({
    type: z.enum(['shop', 'user']),
    id: z.string(),
    userId: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
    avatar: z.string().nullable(),
    isVerified: z.boolean(),
    /** The person behind the recipient (a shop's owner): a dealer's chat is shown as a dealer conversation (doc 2 §2.5). */
    role: z.enum(['dealer', 'customer']),
  }),
  /** The reader blocked the other side, or was blocked: no more messages either way. */
  blocked: z.boolean(),
  /** The reader is the one who blocked (and may unblock); `blocked` without it: the other side did. */
  blockedByMe: z.boolean(),
});
export type Chat = z.infer<typeof chatSchema>;

export const chatListSchema = z.object({ chats: z.array(chatSchema) });
export const chatsWithUnreadSchema = z.object({ chats: z.array(chatSchema), totalUnread: z.number() });
export const oneChatSchema = z.object({ chat: chatSchema });
export const startChatReplySchema = z.object({ chatId: z.string(), chat: chatSchema, message: chatMessageSchema });
/** Whether messages can pass between the reader and someone, and who stopped them. */
const blockState = { blocked: z.boolean(), blockedByMe: z.boolean() };
/** `blocked`/`blockedByMe` with the shop's owner even before any chat, so Start Conversation can say so instead of failing on send. */
export const chatExistsSchema = z.object({
  exists: z.boolean(),
  chat: chatSchema.nullable(),
  ...blockState,
  /** Who answers for the shop: a dealer's shop is talked to in a dealer conversation with them. Null for an unknown shop. */
  seller: z.object({ userId: z.string(), role: z.enum(['dealer', 'customer']) }).nullable(),
});
export const chatMessagesPageSchema = z.object({ messages: z.array(chatMessageSchema), pagination: z.object({ hasMore: z.boolean() }), suggestedActions: z.array(z.string()) });
export const sentChatMessageSchema = z.object({ message: chatMessageSchema, suggestedActions: z.array(z.string()) });
export const chatReadSchema = z.object({ chatId: z.string(), markedCount: z.number(), readAt: z.string(), lastReadMessageId: z.string().nullable() });
export const chatUnreadSchema = z.object({ chatId: z.string(), unreadCount: z.number() });
export const unreadCountsSchema = z.object({ unreadCount: z.number(), chats: z.array(z.object({ chatId: z.string(), unreadCount: z.number() })) });
export const lastProductSchema = z.object({ product: chatProductSchema.nullable() });

/** doc 2 §3 dealer-style car summary. */
export const conversationCarSchema = z.object({
  id: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().nullable(),
  title: z.string(),
  price: z.number(),
  currency: z.string(),
  formattedPrice: z.string(),
  image: z.string().nullable(),
  video: z.string().nullable(),
  images: z.array(z.string()),
  videos: z.array(z.string()),
  /** Still for sale (issue 28: the buyer may make an offer on it from the conversation). */
  isAvailable: z.boolean(),
});

/** doc 2 §3 dealer-style message; `status` from the reader's side (sent, delivered, read). */
export const conversationMessageSchema = z.object({
  id: z.string(),
  _id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  receiverId: z.string(),
  content: z.string(),
  messageType: z.enum(['text', 'image', 'document', 'mixed']),
  attachments: z.array(chatAttachmentSchema),
  isRead: z.boolean(),
  status: z.enum(['sent', 'delivered', 'read']),
  createdAt: z.string(),
  updatedAt: z.string(),
  clientKey: z.string().nullable(),
  caution: z.enum(CAUTIONS).nullable(),
  /** The offer this message carries, as it stands now (issue 28); null on other messages. */
  offer: offerSchema.nullable().optional(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

const lastConversationMessage = z
  .object({
    message: z.string(),
    messageType: z.enum(['text', 'image', 'document', 'mixed']),
    attachments: z.array(chatAttachmentSchema),
    isRead: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    sender: z.string(),
    receiver: z.string(),
  })
  .nullable();

/** doc 2 §3 dealer-style conversation: `participant.phone` only for a dealer (revealed inside a conversation, never to the public). */
const conversationParticipantSchema = z.object({ id: z.string(), name: z.string(), avatar: z.string().nullable(), role: z.enum(['dealer', 'customer']), phone: z.string().nullable(), isVerified: z.boolean() });
export const conversationSchema = z.object({
  id: z.string(),
  _id: z.string(),
  participantId: z.string(),
  participant: conversationParticipantSchema,
  lastMessage: lastConversationMessage,
  latestMessage: lastConversationMessage,
  unreadCount: z.number(),
  updatedAt: z.string(),
  car: conversationCarSchema.nullable(),
  blocked: z.boolean(),
  /** As on a shop-style chat: the reader blocked, rather than was blocked. */
  blockedByMe: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListSchema = z.object({ conversations: z.array(conversationSchema) });
export const conversationMessagesSchema = z.object({
  messages: z.array(conversationMessageSchema),
  pagination: z.object({ hasMore: z.boolean() }),
  conversation: conversationSchema.nullable(),
  suggestedActions: z.array(z.string()),
  /** With this person, even before any conversation. */
  ...blockState,
  /** The person as the conversation shows them, even before any message (the header of a new conversation). */
  participant: conversationParticipantSchema,
  /** The car `carId` named, when it is one of this person's active listings. */
  car: conversationCarSchema.nullable(),
});
export const sentConversationMessageSchema = z.object({ message: conversationMessageSchema, conversation: conversationSchema, suggestedActions: z.array(z.string()) });
export const conversationUnreadSchema = z.object({ unreadCount: z.number() });
export const conversationReadSchema = z.object({ conversationId: z.string().nullable(), markedCount: z.number(), readAt: z.string() });

export const blockReplySchema = z.object({ userId: z.string(), blocked: z.boolean() });
export const blockListSchema = z.object({ blocked: z.array(z.object({ userId: z.string(), name: z.string(), avatar: z.string().nullable(), blockedAt: z.string() })) });
