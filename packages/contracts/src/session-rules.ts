import type { Tokens } from './auth.ts';
import type { User } from './users.ts';

/** doc 1 §5: the exact messages the client raises when login or stored data is incomplete. */
export const SESSION_RULE_MESSAGES = {
  missingId: 'API user data missing required id field',
  missingName: 'API user data missing required name field',
  missingPhone: 'API user data missing required phoneNumber field',
  missingLoginParts: 'Login response missing user data or tokens',
  invalidStoredUser: 'Invalid user data provided - missing required fields',
} as const;

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null;

/** Login server data must contain id, name (may be empty but present) and phoneNumber. */
export function assertLoginUser(user: unknown): asserts user is Loose {
  if (!isObject(user)) throw new Error(SESSION_RULE_MESSAGES.missingId);
  if (!user.id && !user._id) throw new Error(SESSION_RULE_MESSAGES.missingId);
  if (!('name' in user) || user.name === undefined || user.name === null) throw new Error(SESSION_RULE_MESSAGES.missingName);
  if (!user.phoneNumber) throw new Error(SESSION_RULE_MESSAGES.missingPhone);
}

/** A login reply holds user and tokens, nested under data or at the top level. */
export function extractLoginResult(reply: unknown): { user: Loose; tokens: Tokens } {
  const layers = isObject(reply) ? [isObject(reply.data) ? reply.data : undefined, reply] : [];
  for (const layer of layers) {
    if (!layer) continue;
    const tokens = isObject(layer.tokens) ? layer.tokens : layer;
    const accessToken = tokens.accessToken ?? tokens.token;
    const refreshToken = tokens.refreshToken;
    if (isObject(layer.user) && typeof accessToken === 'string' && typeof refreshToken === 'string') {
      assertLoginUser(layer.user);
      return { user: layer.user, tokens: { accessToken, refreshToken } };
    }
  }
  throw new Error(SESSION_RULE_MESSAGES.missingLoginParts);
}

/** The name a stored user gets when the account has none yet (a newcomer who has not set one). */
export const UNKNOWN_USER_NAME = 'Unknown User';

/** Normalises with defaults (name Unknown User, role user, idVerificationStatus none), then checks. */
export function toStoredUser(raw: unknown): User {
  if (!isObject(raw)) throw new Error(SESSION_RULE_MESSAGES.invalidStoredUser);
  const id = String(raw._id ?? raw.id ?? '');
  const user = {
    ...raw,
    id,
    _id: id,
    name: typeof raw.name === 'string' && raw.name.trim() ? raw.name : UNKNOWN_USER_NAME,
    role: typeof raw.role === 'string' && raw.role ? raw.role : 'user',
    idVerificationStatus: raw.idVerificationStatus || 'none',
  } as Loose;
  const required = ['_id', 'name', 'username', 'phoneNumber', 'role'] as const;
  if (required.some((k) => typeof user[k] !== 'string' || !(user[k] as string).trim())) {
    throw new Error(SESSION_RULE_MESSAGES.invalidStoredUser);
  }
  return user as unknown as User;
}
