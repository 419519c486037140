import { describe, expect, it } from 'vitest';
import { createUrlSigner, PRIVATE_MEDIA_PATH } from './signed-urls.ts';

const key = 'u/3f2c/chats/abc-640.webp';
const signer = createUrlSigner('s'.repeat(40), 3600);
const parts = (url: string) => {
  const [path, query] = url.split('?') as [string, string];
  const params = new URLSearchParams(query);
  return { path, exp: params.get('exp')!, sig: params.get('sig')! };
};

describe('signed media addresses', () => {
  it('name the key and an expiry an hour or so ahead, rounded so one view keeps the same address for minutes', () => {
    const now = Date.UTC(2025, 0, 1, 12, 0, 1);
    const url = signer.sign(key, now);
    const { path, exp, sig } = parts(url);
    expect(path).toBe(`${PRIVATE_MEDIA_PATH}/${key}`);
    expect(Number(exp) - now / 1000).toBeGreaterThanOrEqual(3600);
    expect(Number(exp) - now / 1000).toBeLessThanOrEqual(3600 + 600);
    expect(signer.sign(key, now + 60_000)).toBe(url);
    expect(signer.verify(key, exp, sig, now)).toEqual({ ok: true, expiresAt: Number(exp) });
  });

  it('refuse another key, expiry, secret or a changed signature; say when an address expired', () => {
    const now = Date.now();
    const { exp, sig } = parts(signer.sign(key, now));
    expect(signer.verify('u/3f2c/chats/other-640.webp', exp, sig, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(signer.verify(key, String(Number(exp) + 1), sig, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(signer.verify(key, `0${exp}`, sig, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(createUrlSigner('t'.repeat(40)).verify(key, exp, sig, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(signer.verify(key, exp, `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(signer.verify(key, exp, undefined, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(signer.verify(key, exp, sig, Number(exp) * 1000)).toEqual({ ok: false, reason: 'expired' });
  });
});
