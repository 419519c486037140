// The drizzle schema object both drivers are opened with (relational queries need every table).
export * from '../../modules/users/schema.ts';
export * from '../../modules/auth/schema.ts';
export * from '../messenger/schema.ts';
export * from '../../modules/shops/schema.ts';
export * from '../../modules/products/schema.ts';
export * from '../../modules/social/schema.ts';
export * from '../../modules/comments/schema.ts';
export * from '../../modules/notifications/schema.ts';
export * from '../../modules/media/schema.ts';
