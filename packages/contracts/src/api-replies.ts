import type { z } from 'zod';
import {
  adminProductListSchema,
  adminProductReplySchema,
  adminReportListSchema,
  adminReportReplySchema,
  adminShopListSchema,
  adminStatsSchema,
  adminUserListSchema,
  adminUserReplySchema,
  adminVerificationListSchema,
  heldMediaDecisionSchema,
  heldMediaListSchema,
  auditLogSchema,
  verificationDecisionSchema,
} from './admin.ts';
import {
  assistantChatReplySchema,
  assistantClearedSchema,
  assistantHistorySchema,
  assistantSearchReplySchema,
  assistantSessionsSchema,
  assistantTranscriptSchema,
  assistantVoiceSchema,
} from './assistant.ts';
import { authSessionSchema, codeChannelReplySchema, codeSentReplySchema, refreshReplySchema, registerReplySchema, resetTokenReplySchema } from './auth.ts';
import {
  feedReplySchema,
  productDetailReplySchema,
  productPageSchema,
  productStatsSchema,
  shopCategoriesSchema,
  shopPageSchema,
  shopReplySchema,
  slugCheckSchema,
  userShopsSchema,
} from './catalog-replies.ts';
import {
  commentAnalyticsSchema,
  commentDeletedSchema,
  commentLikeResultSchema,
  commentLikersSchema,
  commentListSchema,
  commentSearchReplySchema,
  commentStatsSchema,
  commentsWithTargetsSchema,
  moderationReplySchema,
  oneCommentSchema,
  trendingCommentsSchema,
} from './comments.ts';
import {
  blockListSchema,
  blockReplySchema,
  chatExistsSchema,
  chatListSchema,
  chatMessagesPageSchema,
  chatReadSchema,
  chatsWithUnreadSchema,
  chatUnreadSchema,
  conversationListSchema,
  conversationMessagesSchema,
  conversationReadSchema,
  conversationUnreadSchema,
  lastProductSchema,
  oneChatSchema,
  sentChatMessageSchema,
  sentConversationMessageSchema,
  startChatReplySchema,
  unreadCountsSchema,
} from './chats.ts';
import { countryListSchema, currentCountrySchema, formattedPriceSchema, pickerCountryListSchema } from './country-replies.ts';
import { noDataSchema } from './envelope.ts';
import { mediaUploadResultSchema, privateFileSchema } from './media.ts';
import { offerReplySchema, offersReplySchema } from './offers.ts';
import { reportReplySchema } from './reports.ts';
import {
  markAllReadSchema,
  notificationListSchema,
  notificationPreferencesReplySchema,
  notificationPreferencesSchema,
  notificationReadSchema,
  notificationSettingsReplySchema,
  unreadCountSchema,
} from './notifications.ts';
import { pushPublicKeySchema, pushSubscribedSchema } from './push.ts';
import { healthSchema, outboxSchema, readinessSchema } from './operations.ts';
import { myShopReplySchema, priceSuggestionReplySchema, productDeletedSchema, sellerProductReplySchema, sellerShopStatsSchema, shopMediaReplySchema } from './seller.ts';
import {
  bookmarkedProductsSchema,
  bookmarkersSchema,
  bookmarkStatusesSchema,
  bookmarkToggleSchema,
  followedShopsSchema,
  followPeopleSchema,
  followStateSchema,
  followStatsSchema,
  inquiriesSchema,
  inquiryReplySchema,
  isFollowingSchema,
  likedProductsSchema,
  likersSchema,
  likeStatusesSchema,
  likeToggleSchema,
  productStatsBatchSchema,
  shareSchema,
  shareTrackedSchema,
  shopFollowersSchema,
  shopFollowStatusesSchema,
  viewCountSchema,
  viewRecordedSchema,
  viewsRecordedSchema,
} from './social.ts';
import { avatarReplySchema, publicUserReplySchema, userReplySchema } from './user-replies.ts';
import { idVerificationSubmittedSchema, myIdVerificationSchema, phoneCodeSentSchema, phoneVerifiedSchema } from './verification.ts';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Every API route, keyed `METHOD /path` as Fastify registers it under `/api`, and the data its
 * success envelope carries. The route declares this very schema (`replies(…)` or
 * `createdReplies(…)`: the server refuses to start otherwise, `reply-contract.ts`), and the web
 * client's calls are typed by the key. A new route starts here.
 */
export const apiReplies = {
  'GET /health': healthSchema,
  'GET /health/ready': readinessSchema,

  'POST /auth/register': registerReplySchema,
  'POST /auth/verify-otp': authSessionSchema,
  'POST /auth/login': authSessionSchema,
  'POST /auth/logout': noDataSchema,
  'POST /auth/refresh': refreshReplySchema,
  'POST /auth/refresh-token': refreshReplySchema,
  'POST /auth/forgot-password': codeSentReplySchema,
  'POST /auth/verify-forgot-password': resetTokenReplySchema,
  'POST /auth/reset-password': noDataSchema,
  'POST /auth/resend-otp': codeSentReplySchema,
  'GET /auth/code-channel': codeChannelReplySchema,

  'GET /users/me': userReplySchema,
  'PUT /users/me': userReplySchema,
  'DELETE /users/me': noDataSchema,
  'POST /users/me/delete': noDataSchema,
  'POST /users/me/deactivate': noDataSchema,
  'PUT /users/me/password': noDataSchema,
  'PUT /users/me/avatar': avatarReplySchema,
  'POST /users/me/avatar': avatarReplySchema,
  'GET /users/:id': publicUserReplySchema,

  'GET /countries/picker': pickerCountryListSchema,
  'GET /countries/supported': countryListSchema,
  'GET /countries': countryListSchema,
  'GET /countries/current': currentCountrySchema,
  'POST /countries/format-price': formattedPriceSchema,

  'GET /shops': shopPageSchema,
  'GET /shops/check-slug': slugCheckSchema,
  'GET /shops/suggestions': shopPageSchema,
  'GET /shop-categories': shopCategoriesSchema,
  'GET /shops/:id': shopReplySchema,
  'GET /shops/:id/stats': sellerShopStatsSchema,
  'GET /users/:id/shops': userShopsSchema,

  // The seller (doc 2 §7 "Seller operations", CONTRACT.md paths).
  'GET /shops/me': myShopReplySchema,
  'POST /shops': shopReplySchema,
  'PUT /shops/:id': shopReplySchema,
  'POST /shops/:id/media': shopMediaReplySchema,
  'POST /shops/:shopId/products': sellerProductReplySchema,
  'PUT /products/:id': sellerProductReplySchema,
  'DELETE /products/:id': productDeletedSchema,
  'PATCH /products/:id/availability': sellerProductReplySchema,
  'PATCH /products/:id/sold': sellerProductReplySchema,
  'POST /products/:id/processing/retry': sellerProductReplySchema,
  'POST /products/:id/publish': sellerProductReplySchema,
  'GET /products/:id/price-suggestion': priceSuggestionReplySchema,

  'GET /products': productPageSchema,
  'GET /products/search': productPageSchema,
  'GET /products/featured': productPageSchema,
  'GET /products/trending': productPageSchema,
  'GET /products/recommended': productPageSchema,
  'GET /products/category/:category': productPageSchema,
  'GET /products/:id': productDetailReplySchema,
  'GET /products/:id/similar': productPageSchema,
  'GET /products/:id/stats': productStatsSchema,
  'GET /shops/:shopId/products': productPageSchema,
  'GET /shops/:shopId/products/:id': productDetailReplySchema,
  'GET /shops/:shopId/products/:id/stats': productStatsSchema,

  'GET /users/feed': feedReplySchema,

  'POST /products/:id/like': likeToggleSchema,
  'GET /products/:id/likes': likersSchema,
  'POST /products/:id/bookmark': bookmarkToggleSchema,
  'GET /products/:id/bookmarks': bookmarkersSchema,
  'POST /products/:id/views': viewRecordedSchema,
  'GET /products/:id/views': viewCountSchema,
  'POST /products/batch/views': viewsRecordedSchema,
  'POST /products/:id/inquiry': inquiryReplySchema,
  'GET /products/:id/inquiries': inquiriesSchema,
  'POST /products/:id/share': shareSchema,
  'POST /shares/:id/track': shareTrackedSchema,
  'POST /products/stats/batch': productStatsBatchSchema,
  'POST /products/likes/batch-status': likeStatusesSchema,
  'POST /products/bookmarks/batch-status': bookmarkStatusesSchema,
  'GET /users/me/liked-products': likedProductsSchema,
  'GET /users/me/bookmarks': bookmarkedProductsSchema,

  'POST /shops/:id/follow': followStateSchema,
  'DELETE /shops/:id/follow': followStateSchema,
  'GET /shops/:id/followers': shopFollowersSchema,
  'GET /shops/me/following': followedShopsSchema,
  'POST /shops/follow/batch-status': shopFollowStatusesSchema,
  'POST /follows/follow': followStateSchema,
  'DELETE /follows/unfollow': followStateSchema,
  'GET /follows/me/following': followPeopleSchema,
  'GET /follows/me/followers': followPeopleSchema,
  'GET /follows/me/stats': followStatsSchema,
  'GET /follows/is-following/:targetId': isFollowingSchema,
  'GET /follows/:userId/following': followPeopleSchema,
  'GET /follows/:userId/followers': followPeopleSchema,
  'GET /follows/:userId/stats': followStatsSchema,
  'GET /follows/:userId/is-following/:targetId': isFollowingSchema,

  'POST /media/upload': mediaUploadResultSchema,
  'GET /media/uploads/:id': mediaUploadResultSchema,
  'DELETE /media': noDataSchema,
  /** The bytes of a private file (chat attachments), by signed address: no envelope on success. */
  'GET /media/private/*': privateFileSchema,

  'GET /products/:id/comments': commentListSchema,
  'POST /products/:id/comments': oneCommentSchema,
  'GET /shops/:shopId/products/:id/comments': commentListSchema,
  'GET /shops/:id/comments': commentListSchema,
  'POST /shops/:id/comments': oneCommentSchema,
  'GET /shops/:id/comments/stats': commentStatsSchema,
  'POST /products/comments/:id/like': commentLikeResultSchema,
  'POST /products/comments/:id/reply': oneCommentSchema,
  'POST /comments/:id/like': commentLikeResultSchema,
  'POST /comments/:id/reply': oneCommentSchema,
  'GET /comments/search': commentSearchReplySchema,
  'GET /comments/trending': trendingCommentsSchema,
  'GET /comments/:id': oneCommentSchema,
  'PUT /comments/:id': oneCommentSchema,
  'DELETE /comments/:id': commentDeletedSchema,
  'GET /comments/:id/likes': commentLikersSchema,
  'GET /users/me/comments': commentsWithTargetsSchema,
  'GET /users/:id/comments': commentsWithTargetsSchema,
  'POST /comments/:id/moderate': moderationReplySchema,
  'GET /comments/moderation-queue': commentsWithTargetsSchema,
  'GET /comments/analytics': commentAnalyticsSchema,

  'GET /notifications': notificationListSchema,
  'GET /notifications/unread-count': unreadCountSchema,
  'PATCH /notifications/:id/read': notificationReadSchema,
  'PATCH /notifications/mark-all-read': markAllReadSchema,
  'GET /notifications/settings': notificationSettingsReplySchema,
  'PUT /notifications/settings': notificationSettingsReplySchema,
  'POST /notifications/settings/reset': notificationSettingsReplySchema,
  'GET /notifications/preferences': notificationPreferencesSchema,
  'PUT /notifications/preferences': notificationPreferencesReplySchema,

  'POST /chats/shop/:shopId': startChatReplySchema,
  'POST /chats/check-exists': chatExistsSchema,
  'GET /chats': chatListSchema,
  'GET /chats/with-unread-counts': chatsWithUnreadSchema,
  'GET /chats/unread-counts': unreadCountsSchema,
  'POST /chats/messages': sentChatMessageSchema,
  'GET /chats/:id': oneChatSchema,
  'GET /chats/:id/messages': chatMessagesPageSchema,
  'POST /chats/:id/read': chatReadSchema,
  'GET /chats/:id/unread-count': chatUnreadSchema,
  'GET /chats/:id/last-product': lastProductSchema,
  'GET /conversations': conversationListSchema,
  'GET /conversations/unread-count': conversationUnreadSchema,
  'GET /conversations/:participantId/messages': conversationMessagesSchema,
  'POST /conversations/messages': sentConversationMessageSchema,
  'POST /conversations/:participantId/read': conversationReadSchema,
  'GET /blocks': blockListSchema,
  'POST /blocks': blockReplySchema,
  'DELETE /blocks/:userId': blockReplySchema,
  'POST /reports': reportReplySchema,

  // Offers in chat (issue 28; CONTRACT.md "Offers").
  'POST /products/:id/offers': offerReplySchema,
  'GET /offers': offersReplySchema,
  'GET /offers/:id': offerReplySchema,
  'POST /offers/:id/accept': offerReplySchema,
  'POST /offers/:id/decline': offerReplySchema,
  'POST /offers/:id/withdraw': offerReplySchema,
  'POST /offers/:id/counter': offerReplySchema,

  // Web Push (issue 15).
  'GET /push/public-key': pushPublicKeySchema,
  'POST /push/subscriptions': pushSubscribedSchema,
  'DELETE /push/subscriptions': pushSubscribedSchema,

  // Phone re-verification and ID verification (doc 2 §7 Account, issue 14).
  'POST /verification/phone/request': phoneCodeSentSchema,
  'POST /verification/phone/verify': phoneVerifiedSchema,
  'POST /user-verification': idVerificationSubmittedSchema,
  'GET /user-verification': myIdVerificationSchema,

  // The admin console (contract "Admin", issue 14): role admin only.
  'GET /admin/stats': adminStatsSchema,
  'GET /admin/users': adminUserListSchema,
  'POST /admin/users/:id/suspend': adminUserReplySchema,
  'POST /admin/users/:id/restore': adminUserReplySchema,
  'GET /admin/shops': adminShopListSchema,
  'GET /admin/products': adminProductListSchema,
  'POST /admin/products/:id/hide': adminProductReplySchema,
  'POST /admin/products/:id/unhide': adminProductReplySchema,
  'GET /admin/verifications': adminVerificationListSchema,
  'POST /admin/verifications/:userId/approve': verificationDecisionSchema,
  'POST /admin/verifications/:userId/reject': verificationDecisionSchema,
  'GET /admin/media-holds': heldMediaListSchema,
  'POST /admin/media-holds/:id/release': heldMediaDecisionSchema,
  'POST /admin/media-holds/:id/remove': heldMediaDecisionSchema,
  'GET /admin/reports': adminReportListSchema,
  'POST /admin/reports/:id/resolve': adminReportReplySchema,
  'GET /admin/audit-log': auditLogSchema,

  'POST /ai/chat': assistantChatReplySchema,
  'GET /ai/sessions': assistantSessionsSchema,
  'GET /ai/sessions/:sessionId/history': assistantHistorySchema,
  'DELETE /ai/sessions/:sessionId': assistantClearedSchema,
  'POST /ai/search': assistantSearchReplySchema,
  'GET /ai/voice': assistantVoiceSchema,
  'POST /ai/transcribe': assistantTranscriptSchema,

  /** Development only: not registered in production. */
  'GET /dev/outbox': outboxSchema,
} satisfies Record<`${ApiMethod} /${string}`, z.ZodType>;

export type ApiRouteKey = keyof typeof apiReplies;

/** The routes that answer 201 Created (`createdReplies`); every other one answers 200. */
export const createdRoutes: ReadonlySet<ApiRouteKey> = new Set<ApiRouteKey>([
  'POST /auth/register',
  'POST /products/:id/inquiry',
  'POST /media/upload',
  'POST /products/:id/comments',
  'POST /shops/:id/comments',
  'POST /products/comments/:id/reply',
  'POST /comments/:id/reply',
  'POST /shops',
  'POST /shops/:shopId/products',
  'POST /chats/shop/:shopId',
  'POST /chats/messages',
  'POST /conversations/messages',
  'POST /reports',
  'POST /user-verification',
  'POST /products/:id/offers',
  'POST /offers/:id/counter',
]);

/** The data a route's success envelope carries: `ApiReplyOf<'GET /products/:id'>` is `{product}`. */
export type ApiReplyOf<K extends ApiRouteKey> = z.output<(typeof apiReplies)[K]>;

/** The paths of one method, `:name` segments and all: `ApiPath<'DELETE'>` is `'/users/me' | '/shops/:id/follow' | …`. */
export type ApiPath<M extends ApiMethod> = ApiRouteKey extends infer K ? (K extends `${M} ${infer P}` ? P : never) : never;

/** The names of a path's `:name` segments: `PathParamNames<'/shops/:shopId/products/:id'>` is `'shopId' | 'id'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
