import type { z } from 'zod';
import type { ApiMethod, ApiRouteKey } from './api-replies.ts';
import { adminAuditQuery, adminPageQuery, adminProductsQuery, adminReasonBody, adminReportsQuery, adminShopsQuery, adminUsersQuery, resolveReportBody } from './admin.ts';
import { assistantChatBody, assistantSearchBody, assistantSessionsQuery } from './assistant.ts';
import { forgotPasswordBody, loginBody, logoutBody, refreshBody, registerBody, resendOtpBody, resetPasswordBody, verifyForgotPasswordBody, verifyOtpBody } from './auth.ts';
import { followUserBody, inquiryBody, productIdsBody, productListQuery, shareVisitBody, shopIdsBody, shopListQuery, similarQuery, unfollowBody, unfollowQuery } from './catalog.ts';
import { blockBody, chatListQuery, checkChatBody, conversationMessagesQuery, messagesQuery, sendChatMessageBody, sendConversationMessageBody, startChatBody } from './chats.ts';
import { commentSearchQuery, createCommentBody, moderateBody, moderationQueueQuery, productCommentsQuery, replyBody, shopCommentsQuery, trendingCommentsQuery, updateCommentBody } from './comments.ts';
import { formatPriceBody } from './countries.ts';
import { pageQuery } from './envelope.ts';
import { deleteMediaOptionalBody, deleteMediaQuery, privateFileQuery } from './media.ts';
import { notificationListQuery, updateNotificationSettingsBody, updatePreferencesBody } from './notifications.ts';
import { outboxQuery } from './operations.ts';
import { pushSubscriptionBody, pushUnsubscribeBody } from './push.ts';
import { declineOfferBody, offerBody, offersQuery } from './offers.ts';
import { reportBody } from './reports.ts';
import { availabilityBody, checkSlugQuery, createShopBody, priceSuggestionQuery, soldBody, updateProductBody, updateShopBody } from './seller.ts';
import { shareBody } from './social.ts';
import { accountClosureBody, changePasswordBody, updateMeBody } from './users.ts';
import { idVerificationBody, phoneCodeRequestBody, phoneCodeVerifyBody } from './verification.ts';

/**
 * The request side of `apiReplies`: every route that reads a JSON body or a query string, with
 * the very schema it declares (`body:` and `querystring:`). The server refuses to start when a
 * route declares another schema, or one the map lacks (`reply-contract.ts`).
 * The web client's calls are typed by it (`ApiBodyOf`, `ApiQueryOf`): the web imports types
 * only, so none of these schemas reach its bundle. A route with a body or query starts here.
 */
export const apiRequests = {
  'POST /auth/register': { body: registerBody },
  'POST /auth/verify-otp': { body: verifyOtpBody },
  'POST /auth/login': { body: loginBody },
  'POST /auth/logout': { body: logoutBody },
  'POST /auth/refresh': { body: refreshBody },
  'POST /auth/refresh-token': { body: refreshBody },
  'POST /auth/forgot-password': { body: forgotPasswordBody },
  'POST /auth/verify-forgot-password': { body: verifyForgotPasswordBody },
  'POST /auth/reset-password': { body: resetPasswordBody },
  'POST /auth/resend-otp': { body: resendOtpBody },
  'PUT /users/me': { body: updateMeBody },
  'DELETE /users/me': { body: accountClosureBody },
  'POST /users/me/delete': { body: accountClosureBody },
  'POST /users/me/deactivate': { body: accountClosureBody },
  'PUT /users/me/password': { body: changePasswordBody },
  'POST /countries/format-price': { body: formatPriceBody },
  'POST /shops': { body: createShopBody },
  'GET /shops': { query: shopListQuery },
  'PUT /shops/:id': { body: updateShopBody },
  'GET /shops/check-slug': { query: checkSlugQuery },
  'GET /shops/suggestions': { query: pageQuery },
  'GET /products': { query: productListQuery },
  'GET /products/search': { query: productListQuery },
  'GET /products/featured': { query: productListQuery },
  'GET /products/trending': { query: productListQuery },
  'GET /products/recommended': { query: productListQuery },
  'GET /products/category/:category': { query: productListQuery },
  'GET /products/:id/similar': { query: similarQuery },
  'GET /shops/:shopId/products': { query: productListQuery },
  'PUT /products/:id': { body: updateProductBody },
  'GET /products/:id/price-suggestion': { query: priceSuggestionQuery },
  'PATCH /products/:id/availability': { body: availabilityBody },
  'PATCH /products/:id/sold': { body: soldBody },
  'GET /users/feed': { query: productListQuery },
  'GET /products/:id/likes': { query: pageQuery },
  'GET /products/:id/bookmarks': { query: pageQuery },
  'POST /products/batch/views': { body: productIdsBody },
  'POST /products/:id/inquiry': { body: inquiryBody },
  'GET /products/:id/inquiries': { query: pageQuery },
  'POST /products/:id/share': { body: shareBody },
  'POST /shares/:id/track': { body: shareVisitBody },
  'POST /products/stats/batch': { body: productIdsBody },
  'POST /products/likes/batch-status': { body: productIdsBody },
  'POST /products/bookmarks/batch-status': { body: productIdsBody },
  'GET /users/me/liked-products': { query: pageQuery },
  'GET /users/me/bookmarks': { query: pageQuery },
  'GET /shops/:id/followers': { query: pageQuery },
  'GET /shops/me/following': { query: pageQuery },
  'POST /shops/follow/batch-status': { body: shopIdsBody },
  'POST /follows/follow': { body: followUserBody },
  'DELETE /follows/unfollow': { body: unfollowBody, query: unfollowQuery },
  'GET /follows/me/following': { query: pageQuery },
  'GET /follows/me/followers': { query: pageQuery },
  'DELETE /media': { body: deleteMediaOptionalBody, query: deleteMediaQuery },
  'GET /media/private/*': { query: privateFileQuery },
  'GET /follows/:userId/following': { query: pageQuery },
  'GET /follows/:userId/followers': { query: pageQuery },
  'GET /products/:id/comments': { query: productCommentsQuery },
  'GET /shops/:shopId/products/:id/comments': { query: productCommentsQuery },
  'POST /products/:id/comments': { body: createCommentBody },
  'GET /shops/:id/comments': { query: shopCommentsQuery },
  'POST /shops/:id/comments': { body: createCommentBody },
  'POST /products/comments/:id/reply': { body: replyBody },
  'POST /comments/:id/reply': { body: replyBody },
  'GET /comments/search': { query: commentSearchQuery },
  'GET /comments/trending': { query: trendingCommentsQuery },
  'PUT /comments/:id': { body: updateCommentBody },
  'GET /comments/:id/likes': { query: pageQuery },
  'GET /users/me/comments': { query: pageQuery },
  'GET /users/:id/comments': { query: pageQuery },
  'POST /comments/:id/moderate': { body: moderateBody },
  'GET /comments/moderation-queue': { query: moderationQueueQuery },
  'GET /notifications': { query: notificationListQuery },
  'PUT /notifications/settings': { body: updateNotificationSettingsBody },
  'PUT /notifications/preferences': { body: updatePreferencesBody },
  'POST /chats/shop/:shopId': { body: startChatBody },
  'POST /chats/check-exists': { body: checkChatBody },
  'GET /chats': { query: chatListQuery },
  'GET /chats/with-unread-counts': { query: chatListQuery },
  'POST /chats/messages': { body: sendChatMessageBody },
  'GET /chats/:id/messages': { query: messagesQuery },
  'GET /conversations': { query: chatListQuery },
  'GET /conversations/:participantId/messages': { query: conversationMessagesQuery },
  'POST /conversations/messages': { body: sendConversationMessageBody },
  'POST /blocks': { body: blockBody },
  'POST /reports': { body: reportBody },
  'POST /products/:id/offers': { body: offerBody },
  'GET /offers': { query: offersQuery },
  'POST /offers/:id/decline': { body: declineOfferBody },
  'POST /offers/:id/counter': { body: offerBody },
  'POST /push/subscriptions': { body: pushSubscriptionBody },
  'DELETE /push/subscriptions': { body: pushUnsubscribeBody },
  'POST /verification/phone/request': { body: phoneCodeRequestBody },
  'POST /verification/phone/verify': { body: phoneCodeVerifyBody },
  'POST /user-verification': { body: idVerificationBody },
  'GET /admin/users': { query: adminUsersQuery },
  'POST /admin/users/:id/suspend': { body: adminReasonBody },
  'POST /admin/users/:id/restore': { body: adminReasonBody },
  'GET /admin/shops': { query: adminShopsQuery },
  'GET /admin/products': { query: adminProductsQuery },
  'POST /admin/products/:id/hide': { body: adminReasonBody },
  'POST /admin/products/:id/unhide': { body: adminReasonBody },
  'GET /admin/verifications': { query: adminPageQuery },
  'POST /admin/verifications/:userId/approve': { body: adminReasonBody },
  'POST /admin/verifications/:userId/reject': { body: adminReasonBody },
  'GET /admin/reports': { query: adminReportsQuery },
  'POST /admin/reports/:id/resolve': { body: resolveReportBody },
  'GET /admin/audit-log': { query: adminAuditQuery },
  'GET /admin/media-holds': { query: adminPageQuery },
  'POST /admin/media-holds/:id/release': { body: adminReasonBody },
  'POST /admin/media-holds/:id/remove': { body: adminReasonBody },
  'POST /ai/chat': { body: assistantChatBody },
  'GET /ai/sessions': { query: assistantSessionsQuery },
  'POST /ai/search': { body: assistantSearchBody },

  /** Development only: not registered in production. */
  'GET /dev/outbox': { query: outboxQuery },
} satisfies Partial<Record<ApiRouteKey, { body?: z.ZodType; query?: z.ZodType }>>;

type Requests = typeof apiRequests;

/** What a route's JSON body may be, as the client sends it (the schema's input): `unknown` for a route that reads none. */
export type ApiBodyOf<K extends string> = K extends keyof Requests ? (Requests[K] extends { body: infer S extends z.ZodType } ? z.input<S> : unknown) : unknown;

/** What a route's query string may carry, as the client sends it: `never` for a route that reads none. */
export type ApiQueryOf<K extends string> = K extends keyof Requests ? (Requests[K] extends { query: infer S extends z.ZodType } ? z.input<S> : never) : never;

/**
 * Fields `K` of a request as a caller always sends them, present and not null: a form's or a
 * mutation's input, stricter than the wire (`SentFields<ApiBodyOf<'POST /chats/messages'>, 'chatId' | 'content'>`).
 */
export type SentFields<T, K extends keyof T> = { [P in K]-?: NonNullable<T[P]> };

/** `ApiBodyOf` / `ApiQueryOf` by method and path, the way the client names a call. */
export type ApiBodyAt<M extends ApiMethod, P extends string> = ApiBodyOf<`${M} ${P}`>;
export type ApiQueryAt<M extends ApiMethod, P extends string> = ApiQueryOf<`${M} ${P}`>;
