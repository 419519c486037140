import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@sokoni/contracts/media';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@sokoni/contracts/users';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { users } from '../../platform/db/tables/users.ts';
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

  it('still takes the JSON form {avatar}, naming an own upload by key or by its address', async () => {
    const s = await signUp(t.app);
    const uploaded = await upload(t.app, s.accessToken, [{ name: 'folder', value: 'avatars' }, { name: 'file', filename: 'me.png', data: await png(200, 200), contentType: 'image/png' }]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const key: string = uploaded.json().data.key;
    for (const avatar of [key, `/media/${key}`]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/users/me/avatar', headers: bearer(s.accessToken), payload: { avatar } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ url: `/media/${key}` });
    }
    expectError(await t.app.inject({ method: 'PUT', url: '/api/users/me/avatar', headers: bearer(s.accessToken) }), 422, 'avatar is required');
  });

  it('refuses any address that is not an own upload, on both avatar routes and PUT /users/me (issue 9.5)', async () => {
    const s = await signUp(t.app);
    const video = 'u/' + s.user.id + '/comments/clip.mp4';
    const hostile = ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'https://tracker.example/pixel.gif?u=1', '/media/../../api/users/me', `/media/u/${s.user.id}/../../x.webp`, '//evil.example/a.png', video];
    for (const avatar of hostile) {
      for (const [method, url] of [['PUT', '/api/users/me/avatar'], ['POST', '/api/users/me/avatar'], ['PUT', '/api/users/me']] as const) {
        const res = await t.app.inject({ method, url, headers: bearer(s.accessToken), payload: { avatar } });
        expectError(res, 422, ACCOUNT_MESSAGES.avatarNotYours);
      }
    }
    expect((await me(s.accessToken)).json().data.user.avatar).toBeNull();
  });

  it('PUT /users/me keeps the current avatar sent back as it was given, and null clears it', async () => {
    const s = await signUp(t.app);
    await t.database.db.update(users).set({ avatar: 'seed/avatars/demo.webp' }).where(eq(users.id, s.user.id));
    const shown = (await me(s.accessToken)).json().data.user.avatar;
    expect(shown).toBe('/media/seed/avatars/demo.webp');
    const again = await t.app.inject({ method: 'PUT', url: '/api/users/me', headers: bearer(s.accessToken), payload: { name: 'Lindiwe', avatar: shown } });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.user.avatar).toBe(shown);
    const cleared = await t.app.inject({ method: 'PUT', url: '/api/users/me', headers: bearer(s.accessToken), payload: { avatar: null } });
    expect(cleared.json().data.user.avatar).toBeNull();
    // Once gone, the demo picture is nobody's to take again.
    expectError(await t.app.inject({ method: 'PUT', url: '/api/users/me', headers: bearer(s.accessToken), payload: { avatar: shown } }), 422, ACCOUNT_MESSAGES.avatarNotYours);
  });

  it('refuses another person\'s upload in the JSON form', async () => {
    const owner = await signUp(t.app);
    const theirs = (await upload(t.app, owner.accessToken, [{ name: 'avatar', filename: 'o.png', data: await png(200, 200) }], '/api/users/me/avatar')).json().data.upload.key;
    const s = await signUp(t.app);
    for (const avatar of [theirs, `/media/${theirs}`]) {
      expectError(await t.app.inject({ method: 'PUT', url: '/api/users/me/avatar', headers: bearer(s.accessToken), payload: { avatar } }), 422, ACCOUNT_MESSAGES.avatarNotYours);
    }
    const own = await t.app.inject({ method: 'PUT', url: '/api/users/me/avatar', headers: bearer(owner.accessToken), payload: { avatar: theirs } });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('the data migration clears avatars stored before the rule, and keeps media keys (issue 9.5)', async () => {
    const bad = ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'https://tracker.example/p.gif', '/media/../../api/users/me', 'u\\x.webp', 'seed/../x.webp', '  '];
    const good = ['u/abc/avatars/me.webp', 'seed/avatars/demo.webp'];
    const rows = await t.database.db
      .insert(users)
      .values([...bad, ...good].map((avatar, i) => ({ phoneNumber: `+2687900${String(1000 + i)}`, passwordHash: 'x', username: `mig_${randomBytes(4).toString('hex')}`, avatar })))
      .returning({ id: users.id });
    await t.database.db.execute(sql.raw(readFileSync(path.join(import.meta.dirname, '../../../drizzle/0008_avatars_only_media_keys.sql'), 'utf8')));
    const after = await Promise.all(rows.map(async (r) => (await t.database.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, r.id)))[0]!.avatar));
    expect(after).toEqual([...bad.map(() => null), ...good]);
  });
});
