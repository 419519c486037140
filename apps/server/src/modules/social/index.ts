// The social module's face: likes, bookmarks, views, inquiries, shares and follows.
export { createFollowsRepo } from './follows-repo.ts';
export { createFollowsService, type FollowsService } from './follows-service.ts';
export { inquiryText, type InquiryContact, type InquiryDelivery } from './inquiry-text.ts';
export { createProductSocialRepo, pruneViewMarks } from './product-social-repo.ts';
export { createProductSocialService, type ProductSocialService } from './product-social-service.ts';
export { toPublicUser } from './social-views.ts';
export { socialRoutes } from './routes.ts';
export { followsShop, productSignals, togglesOfUsers } from './face-queries.ts';
