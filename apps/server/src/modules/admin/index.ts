// The admin module's face: the console's lists and moderation actions, and its routes.
export { createAdminRepo } from './repo.ts';
export { createAdminService, type AdminService } from './service.ts';
export { adminRoutes } from './routes.ts';
export { auditedModeration } from './audited-moderation.ts';
