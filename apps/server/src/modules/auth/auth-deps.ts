import type { Language } from '@sokoni/contracts/languages';
import type { FastifyBaseLogger } from 'fastify';
import { INVALID_PHONE_MESSAGE, normalizePhoneNumber } from '@sokoni/contracts/phone';
import { invalid } from '../../platform/http/errors.ts';
import type { Limiter } from '../../platform/limiter.ts';
import type { Messenger } from '../../platform/messenger/messenger.ts';
import type { Realtime } from '../../platform/realtime/realtime.ts';
import type { TokenSigner } from '../../platform/security/tokens.ts';
import type { OwnShop, UsersRepo } from '../users/index.ts';
import type { AuthRepo } from './repo.ts';

export type AuthDeps = {
  authRepo: AuthRepo;
  usersRepo: UsersRepo;
  signer: TokenSigner;
  messenger: Messenger;
  limiter: Limiter;
  codeSecret: string;
  signupLimitPerHour: number;
  log: FastifyBaseLogger;
  /** Stored avatar keys become addresses in the signed-in user's view. */
  mediaUrl: (key: string | null) => string | null;
  /** A revoked session's open sockets end with it, on every server process. */
  realtime: Pick<Realtime, 'disconnectSessions'>;
  /** The shop the user owns, for the signed-in user's record (the shops module sits above auth). */
  ownShop: (ownerId: string) => Promise<OwnShop | null>;
};

/** `language`: what the request asked for (`Accept-Language`), for the words sent to a phone that has no account language yet. */
export type ClientMeta = { ip: string; userAgent?: string; language: Language };

/** The number in E.164, or 422 on the field. */
export function normalise(raw: string, field = 'phoneNumber'): string {
  const phone = normalizePhoneNumber(raw);
  if (!phone) throw invalid(field, INVALID_PHONE_MESSAGE);
  return phone;
}
