// The users module's face: accounts and profiles. Sign-in lives in auth, which builds on this.
export { createUsersRepo, type UsersRepo } from './repo.ts';
export { createUsersService, type UsersService } from './service.ts';
export { toPublicUserView, toUserView, type OwnShop } from './user-view.ts';
export { usersRoutes, type AccountSessions } from './routes.ts';
export {
  accountCounts,
  accountStanding,
  changeAccountStatus,
  deleteAccounts,
  isActiveAccount,
  isLiveAccount,
  isPersonNamed,
  lockPurgeableAccounts,
  ownerCards,
  settleIdVerification,
  startIdVerification,
  userIdsMatching,
  usersByIds,
  usersPage,
} from './face-queries.ts';
export type { UserRow } from '../../platform/db/tables/users.ts';
