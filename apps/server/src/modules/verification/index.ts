// The verification module's face: phone re-verification, ID submissions and their review.
export { createVerificationRepo } from './repo.ts';
export { createVerificationService, type VerificationService } from './service.ts';
export { verificationRoutes } from './routes.ts';
export type { IdVerificationRow } from '../../platform/db/tables/verification.ts';
