// The users module's face: accounts and profiles. Sign-in lives in auth, which builds on this.
export { createUsersRepo, type UsersRepo } from './repo.ts';
export { createUsersService, type UsersService } from './service.ts';
export { toPublicUserView, toUserView } from './user-view.ts';
export { usersRoutes, type AccountSessions } from './routes.ts';
export {
  accountCounts,
  changeAccountStatus,
  deleteAccounts,
  isActiveAccount,
  isLiveAccount,
  isPersonNamed,
  lockPurgeableAccounts,
  settleIdVerification,
  startIdVerification,
  userIdsMatching,
  usersByIds,
  usersPage,
} from './face-queries.ts';
export type { UserRow } from '../../platform/db/tables/users.ts';
