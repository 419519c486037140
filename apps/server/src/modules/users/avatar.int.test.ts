import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@sokoni/contracts/media';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { bearer, expectError, signUp } from '../../../test/factories.ts';
import { photoWithGps, png, upload } from '../media/test-upload.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });

describe('avatar upload (multipart)', () => {
  it('POST /users/me/avatar with `avatar` → square WebP, data.url, saved on the profile', async () => {
    const s = await signUp(t.app);
    const res = await upload(t.app, s.accessToken, [{ name: 'avatar', filename: 'me.jpg', data: await photoWithGps(900, 600) }], '/api/users/me/avatar');
    expect(res.statusCode, res.body).toBe(200);
    const { url, user } = res.json().data;
    expect(url).toMatch(new RegExp(`^/media/u/${s.user.id}/avatars/[0-9a-f-]{36}-512\\.webp$`));
    expect(user.avatar).toBe(url);
    expect((await me(s.accessToken)).json().data.user.avatar).toBe(url);
    // Signing in again hands the app the same address, not the stored key.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier: s.phoneNumber, password: s.password } });
    expect(login.json().data.user.avatar).toBe(url);
    const served = await t.app.inject({ method: 'GET', url });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
  });

  it('PUT takes `file` too, and replacing the avatar removes the old upload', async () => {
    const s = await signUp(t.app);
    const first = (await upload(t.app, s.accessToken, [{ name: 'file', filename: 'a.png', data: await png(300, 300) }], '/api/users/me/avatar', 'PUT')).json().data.url;
    const second = await upload(t.app, s.accessToken, [{ name: 'file', filename: 'b.png', data: await png(200, 200, '#111') }], '/api/users/me/avatar', 'PUT');
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.url).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second.json().data.url })).statusCode).toBe(200);
  });

  it('refuses videos, other files, more than 5 MB, and guests', async () => {
    const s = await signUp(t.app);
    const text = { name: 'avatar', filename: 'a.png', data: Buffer.from('not a picture at all, only words'.repeat(10)) };
    expectError(await upload(t.app, s.accessToken, [text], '/api/users/me/avatar'), 415, UPLOAD_MESSAGES.imagesOnly);
    const big = { name: 'avatar', filename: 'big.png', data: Buffer.concat([await png(64, 64), randomBytes(5 * 1024 * 1024 + 1)]) };
    expectError(await upload(t.app, s.accessToken, [big], '/api/users/me/avatar'), 413, 'File size must be less than 5MB');
    expectError(await upload(t.app, s.accessToken, [{ name: 'photo', filename: 'a.png', data: await png(10, 10) }], '/api/users/me/avatar'), 422, UPLOAD_MESSAGES.missingFile);
    expectError(await upload(t.app, null, [{ name: 'avatar', filename: 'a.png', data: await png(10, 10) }], '/api/users/me/avatar'), 401);
    expect((await me(s.accessToken)).json().data.user.avatar).toBeNull();
  });

  it('still takes the JSON form {avatar}', async () => {
    const s = await signUp(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/users/me/avatar', headers: bearer(s.accessToken), payload: { avatar: 'https://cdn.example.com/a.webp' } });
    expect(res.json().data).toMatchObject({ url: 'https://cdn.example.com/a.webp' });
    expectError(await t.app.inject({ method: 'PUT', url: '/api/users/me/avatar', headers: bearer(s.accessToken) }), 422, 'avatar is required');
  });

  it('refuses another person\'s upload in the JSON form', async () => {
    const owner = await signUp(t.app);
    const theirs = (await upload(t.app, owner.accessToken, [{ name: 'avatar', filename: 'o.png', data: await png(200, 200) }], '/api/users/me/avatar')).json().data.upload.key;
    const s = await signUp(t.app);
    for (const avatar of [theirs, `/media/${theirs}`]) {
      expectError(await t.app.inject({ method: 'PUT', url: '/api/users/me/avatar', headers: bearer(s.accessToken), payload: { avatar } }), 422, UPLOAD_MESSAGES.notYours);
    }
    const own = await t.app.inject({ method: 'PUT', url: '/api/users/me/avatar', headers: bearer(owner.accessToken), payload: { avatar: theirs } });
    expect(own.statusCode, own.body).toBe(200);
  });
});
