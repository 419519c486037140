import { TOKEN_EXPIRY_MARGIN_MS } from '@sokoni/contracts/constants';

/** The `exp` claim of a JWT in milliseconds, or null when the token cannot be read. */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const exp: unknown = JSON.parse(json).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** doc 1 §4.3: a token counts as expired within 30 seconds of its expiry. Unreadable tokens are left to the server. */
export function isTokenExpiring(token: string, now = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt - now <= TOKEN_EXPIRY_MARGIN_MS;
}
