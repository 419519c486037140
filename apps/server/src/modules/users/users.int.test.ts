import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import { ACCOUNT_MESSAGES } from '@sokoni/contracts/users';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { bearer, expectError, expectFieldError, login, meStatus, newIp, signUp } from '../../../test/factories.ts';
import { png, upload } from '../media/test-upload.ts';
import { users } from '../../platform/db/tables/users.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
const putMe = (token: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/users/me', headers: bearer(token), payload });
const uniqueName = () => `u_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

describe('GET /api/users/me', () => {
  it('is a 401 without a token', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/users/me' }), 401, AUTH_MESSAGES.authRequired);
  });

  it.each([
    ['a garbage token', 'Bearer garbage'],
    ['a truncated JWT', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0'],
  ])('is a 401 with %s', async (_label, authorization) => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization } }), 401, AUTH_MESSAGES.tokenInvalid);
  });

  it('is a 401 with a non-Bearer scheme', async () => {
    const s = await signUp(t.app);
    expectError(await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Basic ${s.accessToken}` } }), 401, AUTH_MESSAGES.authRequired);
  });

  it('returns the full user with a token', async () => {
    const s = await signUp(t.app);
    const res = await me(s.accessToken);
    expect(res.statusCode).toBe(200);
    const { user } = res.json().data;
    expect(user).toMatchObject({
      id: s.user.id,
      _id: s.user.id,
      phoneNumber: s.phoneNumber,
      role: 'user',
      isPhoneVerified: true,
      isIdVerified: false,
      idVerificationStatus: 'none',
      verificationProgress: 50,
      canSubmitIdVerification: true,
      countryCode: 'SZ',
      country: 'Eswatini',
      callingCode: '268',
      email: null,
      avatar: null,
    });
    expect(user.username).toMatch(/^user_[0-9a-f]{8}$/);
    expect(user.displayName).toBe(user.username);
    expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
    expect(user).not.toHaveProperty('passwordHash');
    expect(res.body).not.toContain('argon2');
  });
});

describe('PUT /api/users/me', () => {
  it('updates name, email and username', async () => {
    const s = await signUp(t.app);
    const username = uniqueName();
    const res = await putMe(s.accessToken, { name: '  Thandi Dlamini ', email: 'thandi@example.com', username: username.toUpperCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(ACCOUNT_MESSAGES.updated);
    expect(res.json().data.user).toMatchObject({ name: 'Thandi Dlamini', email: 'thandi@example.com', username, displayName: 'Thandi Dlamini' });
    expect((await me(s.accessToken)).json().data.user).toMatchObject({ name: 'Thandi Dlamini', email: 'thandi@example.com', username });
    // An empty email clears it.
    expect((await putMe(s.accessToken, { email: '' })).json().data.user.email).toBeNull();
  });

  it('never changes role, phone number or verification, whatever is sent', async () => {
    const s = await signUp(t.app);
    const res = await putMe(s.accessToken, {
      name: 'Sipho',
      role: 'admin',
      phoneNumber: '+26876999999',
      isPhoneVerified: false,
      isIdVerified: true,
      idVerificationStatus: 'verified',
      idVerificationAttempts: 0,
      status: 'deleted',
      id: '00000000-0000-4000-8000-000000000000',
      passwordHash: 'x',
    });
    expect(res.statusCode, res.body).toBe(200);
    const expected = { id: s.user.id, name: 'Sipho', role: 'user', phoneNumber: s.phoneNumber, isPhoneVerified: true, isIdVerified: false, idVerificationStatus: 'none' };
    expect(res.json().data.user).toMatchObject(expected);
    expect((await me(s.accessToken)).json().data.user).toMatchObject(expected);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, s.user.id));
    expect(row).toMatchObject({ role: 'user', status: 'active', phoneNumber: s.phoneNumber, isIdVerified: false });
    expect((await login(t.app, s.phoneNumber, s.password)).statusCode).toBe(200);
  });

  it.each([
    ['email', { email: 'not-an-email' }, 'Please enter a valid email'],
    ['name', { name: '   ' }, 'Name is required'],
    ['name', { name: 'x'.repeat(81) }, 'Name must be at most 80 characters'],
    ['username', { username: 'a b' }, 'Username must be 3-30 characters: letters, numbers, dots and underscores'],
    ['username', { username: 'ab' }, 'Username must be 3-30 characters: letters, numbers, dots and underscores'],
  ])('refuses an invalid %s with 422', async (field, payload, message) => {
    const s = await signUp(t.app);
    expectFieldError(await putMe(s.accessToken, payload), field, message);
    const user = (await me(s.accessToken)).json().data.user;
    expect(user.name).toBe('');
    expect(user.email).toBeNull();
  });

  it('refuses a username someone else has with 409; keeping one’s own is fine', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    const username = uniqueName();
    expect((await putMe(a.accessToken, { username })).statusCode).toBe(200);
    expectError(await putMe(b.accessToken, { username }), 409, ACCOUNT_MESSAGES.usernameTaken);
    expectError(await putMe(b.accessToken, { username: username.toUpperCase() }), 409, ACCOUNT_MESSAGES.usernameTaken);
    expect((await putMe(a.accessToken, { username })).statusCode).toBe(200);
  });

  it('two users racing for one username: one gets it, the other a 409, never a 5xx', async () => {
    const [a, b, c] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app)]);
    const username = uniqueName();
    const replies = await Promise.all([a, b, c].map((s) => putMe(s.accessToken, { username })));
    expect(replies.map((r) => r.statusCode).sort(), replies.map((r) => r.body).join('\n')).toEqual([200, 409, 409]);
    expect(await t.database.db.select().from(users).where(eq(users.username, username))).toHaveLength(1);
  });

  it('is a 401 without a token', async () => {
    expectError(await t.app.inject({ method: 'PUT', url: '/api/users/me', payload: { name: 'x' } }), 401, AUTH_MESSAGES.authRequired);
  });
});

describe('GET /api/users/{id}', () => {
  it('shows a public profile without the phone number', async () => {
    const s = await signUp(t.app);
    await putMe(s.accessToken, { name: 'Public Person', email: 'private@example.com' });
    const res = await t.app.inject({ method: 'GET', url: `/api/users/${s.user.id}` });
    expect(res.statusCode).toBe(200);
    const { user } = res.json().data;
    expect(user).toMatchObject({ id: s.user.id, _id: s.user.id, name: 'Public Person', displayName: 'Public Person', isPhoneVerified: true });
    expect(user).not.toHaveProperty('phoneNumber');
    expect(user).not.toHaveProperty('email');
    expect(res.body).not.toContain(s.phoneNumber.slice(1));
    expect(res.body).not.toContain('private@example.com');
  });

  it('is a 404 for an unknown uuid', async () => {
    expectError(await t.app.inject({ method: 'GET', url: `/api/users/${crypto.randomUUID()}` }), 404, ACCOUNT_MESSAGES.userNotFound);
  });

  it.each([
    ['undefined', 'A valid id is required'],
    ['null', 'A valid id is required'],
    ['%20%20', 'A valid id is required'],
    ['123', 'Invalid id'],
    ['not-a-uuid', 'Invalid id'],
    ["1'%20or%20'1'='1", 'Invalid id'],
    ['00000000-0000-0000-0000-00000000000g', 'Invalid id'],
  ])('is a 422 with a clear message for the id %s', async (id, message) => {
    const body = expectFieldError(await t.app.inject({ method: 'GET', url: `/api/users/${id}` }), 'id', message);
    expect(body.message).toBe(message);
  });
});

describe('PUT /api/users/me/password', () => {
  it('refuses a wrong current password with 422 on currentPassword', async () => {
    const s = await signUp(t.app);
    const res = await t.app.inject({ method: 'PUT', url: '/api/users/me/password', headers: bearer(s.accessToken), payload: { currentPassword: 'wrong-one!', newPassword: 'new-password-1' } });
    expectFieldError(res, 'currentPassword', AUTH_MESSAGES.currentPasswordWrong);
    expect((await login(t.app, s.phoneNumber, s.password)).statusCode).toBe(200);
  });

  it('changes it: other sessions end, the current one keeps working', async () => {
    const s = await signUp(t.app);
    const other = (await login(t.app, s.phoneNumber, s.password)).json().data;
    const res = await t.app.inject({ method: 'PUT', url: '/api/users/me/password', headers: bearer(s.accessToken), payload: { currentPassword: s.password, newPassword: 'new-password-1' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(AUTH_MESSAGES.passwordChanged);
    expect(await meStatus(t.app, s.accessToken)).toBe(200);
    expect(await meStatus(t.app, other.accessToken)).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: other.refreshToken } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: s.refreshToken } })).statusCode).toBe(200);
    expectError(await login(t.app, s.phoneNumber, s.password, newIp()), 401, AUTH_MESSAGES.invalidCredentials);
    expect((await login(t.app, s.phoneNumber, 'new-password-1')).statusCode).toBe(200);
  });

  it('refuses a short new password with 422', async () => {
    const s = await signUp(t.app);
    const res = await t.app.inject({ method: 'PUT', url: '/api/users/me/password', headers: bearer(s.accessToken), payload: { currentPassword: s.password, newPassword: 'short' } });
    expectFieldError(res, 'newPassword', 'Password must be at least 8 characters');
  });
});

describe('PUT /api/users/me/avatar', () => {
  it('sets the avatar from JSON {avatar} naming an own upload, and refuses a foreign address', async () => {
    const s = await signUp(t.app);
    const key = await ownPicture(t, s.accessToken);
    const res = await t.app.inject({ method: 'PUT', url: '/api/users/me/avatar', headers: bearer(s.accessToken), payload: { avatar: key } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ url: `/media/${key}`, user: { avatar: `/media/${key}` } });
    expect((await me(s.accessToken)).json().data.user.avatar).toBe(`/media/${key}`);
    const foreign = await t.app.inject({ method: 'PUT', url: '/api/users/me/avatar', headers: bearer(s.accessToken), payload: { avatar: 'https://cdn.example.com/avatars/me.jpg' } });
    expectFieldError(foreign, 'avatar', ACCOUNT_MESSAGES.avatarNotYours);
  });

  it('refuses an empty avatar with 422', async () => {
    const s = await signUp(t.app);
    expectFieldError(await t.app.inject({ method: 'PUT', url: '/api/users/me/avatar', headers: bearer(s.accessToken), payload: { avatar: '  ' } }), 'avatar', 'avatar is required');
  });

  describe('with MEDIA_PUBLIC_URL', () => {
    let cdn: TestContext;
    beforeAll(async () => {
      cdn = await createTestApp({ MEDIA_PUBLIC_URL: 'https://media.sokoni.test/' });
    });
    afterAll(() => cdn.close());

    it('takes an own upload by key or by its CDN address, stores the key, and serves the CDN address', async () => {
      const s = await signUp(cdn.app);
      const key = await ownPicture(cdn, s.accessToken);
      const put = (avatar: string) => cdn.app.inject({ method: 'PUT', url: '/api/users/me/avatar', headers: bearer(s.accessToken), payload: { avatar } });
      for (const avatar of [key, `https://media.sokoni.test/${key}`]) {
        const res = await put(avatar);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data.user.avatar).toBe(`https://media.sokoni.test/${key}`);
        expect(res.json().data.url).toBe(`https://media.sokoni.test/${key}`);
      }
      const pub = await cdn.app.inject({ method: 'GET', url: `/api/users/${s.user.id}` });
      expect(pub.json().data.user.avatar).toBe(`https://media.sokoni.test/${key}`);
      const [row] = await cdn.database.db.select().from(users).where(eq(users.id, s.user.id));
      expect(row!.avatar).toBe(key);
      expectFieldError(await put('https://elsewhere.example/a.png'), 'avatar', ACCOUNT_MESSAGES.avatarNotYours);
    });
  });
});

/** Uploads a small picture as the user and returns its key. */
async function ownPicture(ctx: TestContext, token: string): Promise<string> {
  const res = await upload(ctx.app, token, [{ name: 'folder', value: 'avatars' }, { name: 'file', filename: 'me.png', data: await png(120, 120), contentType: 'image/png' }]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.key;
}
