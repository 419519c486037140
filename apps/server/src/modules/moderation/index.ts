// Moderation of uploads (issue 25 item 7): the unsafe-image rule, the hold queue and its routes.
export { unsafeVerdict, unsafeVerdictOfFrames, type UnsafeVerdict } from './unsafe-rule.ts';
export { createMediaHolds, heldNotice, type MediaHolds } from './media-holds.ts';
export { mediaHoldsRoutes } from './routes.ts';
