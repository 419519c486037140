import { createHmac, timingSafeEqual } from 'node:crypto';
import { PRIVATE_MEDIA_URL_TTL_SECONDS } from '@sokoni/contracts/media-rules';

/** Where private files are served (under the API: never cached by a CDN, never the public /media). */
export const PRIVATE_MEDIA_PATH = '/api/media/private';

/**
 * Expiries are rounded up to this step, so the addresses of one file handed out within a few
 * minutes are the same string: the browser's cache holds across refetches of a conversation.
 */
const EXPIRY_STEP_SECONDS = 600;

export type SignatureCheck = { ok: true; expiresAt: number } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Short-lived addresses of private files: `${PRIVATE_MEDIA_PATH}/{key}?exp={unix s}&sig={mac}`,
 * the mac an HMAC-SHA256 over the key and the expiry with a server secret. Whoever holds an
 * address may fetch the file until it expires (an `<img>` sends no bearer token), so they are
 * handed only to the people who may see the file (a chat's two participants, an upload's owner).
 */
export function createUrlSigner(secret: string, ttlSeconds = PRIVATE_MEDIA_URL_TTL_SECONDS) {
  const mac = (key: string, exp: number) => createHmac('sha256', secret).update(`media:v1\n${key}\n${exp}`).digest('base64url');

  return {
    /** A signed address of a storage key (keys are URL-safe: letters, digits, `._-/`). */
    sign(key: string, nowMs = Date.now()): string {
      const exp = Math.ceil((Math.floor(nowMs / 1000) + ttlSeconds) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
      return `${PRIVATE_MEDIA_PATH}/${key}?exp=${exp}&sig=${mac(key, exp)}`;
    },

    /** Whether `sig` is this server's for the key and expiry, and the expiry is still ahead. */
    verify(key: string, exp: string | undefined, sig: string | undefined, nowMs = Date.now()): SignatureCheck {
      if (!exp || !sig || !/^[1-9]\d{0,11}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return { ok: false, reason: 'invalid' };
      // The very string this server makes (43 characters both): one address per key and expiry.
      if (!timingSafeEqual(Buffer.from(sig), Buffer.from(mac(key, Number(exp))))) return { ok: false, reason: 'invalid' };
      if (Number(exp) * 1000 <= nowMs) return { ok: false, reason: 'expired' };
      return { ok: true, expiresAt: Number(exp) };
    },
  };
}

export type UrlSigner = ReturnType<typeof createUrlSigner>;
