// The drizzle schema object both drivers are opened with (relational queries need every table).
export * from './tables/users.ts';
export * from './tables/auth.ts';
export * from '../messenger/schema.ts';
export * from './tables/shops.ts';
export * from './tables/products.ts';
export * from './tables/social.ts';
export * from './tables/comments.ts';
export * from './tables/notifications.ts';
export * from './tables/media.ts';
export * from './tables/chats.ts';
export * from './tables/reports.ts';
export * from './tables/verification.ts';
export * from './tables/admin.ts';
export * from './tables/push.ts';
export * from './tables/seed.ts';
export * from './tables/offers.ts';
