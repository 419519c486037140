import { createHash, randomBytes, randomInt } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export type AccessClaims = { sub: string; sid: string; role: string };

export function createTokenSigner(secret: string, accessTtlSeconds: number) {
  const key = new TextEncoder().encode(secret);

  return {
    async signAccess(claims: AccessClaims): Promise<string> {
      return new SignJWT({ sid: claims.sid, role: claims.role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(`${accessTtlSeconds}s`)
        .sign(key);
    },
    /** Returns the claims, or why the token is refused: "expired" lets the client refresh. */
    async verifyAccess(token: string): Promise<AccessClaims | 'expired' | 'invalid'> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return 'invalid';
        return { sub: payload.sub, sid: payload.sid, role: String(payload.role ?? 'user') };
      } catch (err) {
        return err instanceof errors.JWTExpired ? 'expired' : 'invalid';
      }
    },
    /**
     * The session a correctly signed access token names, expired or not: logout needs only that,
     * and a client usually signs out long after its 15-minute token ran out.
     */
    async sessionOf(token: string): Promise<string | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], clockTolerance: 366 * 24 * 3600 });
        return typeof payload.sid === 'string' ? payload.sid : undefined;
      } catch {
        return undefined;
      }
    },
    /** Short-lived proof that a reset code was verified; `pwv` ties it to the current password. */
    async signPurpose(purpose: string, sub: string, extra: Record<string, string>, ttlSeconds: number): Promise<string> {
      return new SignJWT({ purpose, ...extra })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    async verifyPurpose(token: string, purpose: string): Promise<Record<string, unknown> | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        return payload.purpose === purpose && typeof payload.sub === 'string' ? payload : null;
      } catch {
        return null;
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const newOtpCode = (length: number) => String(randomInt(0, 10 ** length)).padStart(length, '0');
