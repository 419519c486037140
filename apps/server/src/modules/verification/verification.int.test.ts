import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@sokoni/contracts/admin';
import { AUTH_MESSAGES } from '@sokoni/contracts/messages';
import { UPLOAD_MESSAGES } from '@sokoni/contracts/media';
import { VERIFICATION_MESSAGES } from '@sokoni/contracts/verification';
import { ageCodes, bearer, expectError, expectFieldError, latestCode, signUp } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { mediaUploads } from '../../platform/db/tables/media.ts';
import { users } from '../../platform/db/tables/users.ts';
import { idVerifications } from '../../platform/db/tables/verification.ts';
import { createUrlSigner } from '../../platform/security/signed-urls.ts';
import { createPrivateStorage, createStorage } from '../../platform/storage/create-storage.ts';
import { runMaintenance } from '../housekeeping/index.ts';
import { connectSocket, listenOnFreePort, nextNotification } from '../notifications/test-helpers.ts';
import { makeUser, type TestUser } from '../social/test-data.ts';
import { submitVerification, uploadIdPicture, videoUpload } from './test-data.ts';

let t: TestContext;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t, { role: 'admin', name: 'Reviewer' });
});
afterAll(() => t?.close());

const post = (url: string, token: string | null, payload?: object) => t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload }) });
const get = (url: string, token: string | null = null) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const me = async (token: string) => (await get('/api/users/me', token)).json().data.user;
const asUser = (s: { user: { id: string }; accessToken: string }) => ({ id: s.user.id, token: s.accessToken });

describe('phone re-verification (doc 2 §4, §8)', () => {
  it('sends a phone_verification code to the account’s own number, in any format, and verifies it', async () => {
    const s = await signUp(t.app);
    const local = `0${s.phoneNumber.slice(4, 6)} ${s.phoneNumber.slice(6)}`; // 078 xxxxxx: the same number as people type it
    const sent = await post('/api/verification/phone/request', s.accessToken, { phoneNumber: local });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, message: VERIFICATION_MESSAGES.codeSent, data: { phoneNumber: s.phoneNumber } });
    const outbox = (await get(`/api/dev/outbox?phoneNumber=${encodeURIComponent(s.phoneNumber)}`)).json().data.messages;
    expect(outbox[0]).toMatchObject({ type: 'phone_verification', to: s.phoneNumber });

    // A wrong code is answered as sign-up's verify-otp answers one: 400 with the tries left on otp.
    const wrong = await post('/api/verification/phone/verify', s.accessToken, { phoneNumber: s.phoneNumber, otp: outbox[0].code === '000000' ? '111111' : '000000' });
    const body = expectError(wrong, 400, AUTH_MESSAGES.codeInvalid);
    expect(body.errors).toEqual([{ field: 'otp', message: `${AUTH_MESSAGES.codeInvalid}. 4 tries left.` }]);

    const ok = await post('/api/verification/phone/verify', s.accessToken, { phoneNumber: s.phoneNumber, otp: await latestCode(t.app, s.phoneNumber) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, message: VERIFICATION_MESSAGES.phoneVerified, data: { user: { id: s.user.id, isPhoneVerified: true, verificationProgress: 50 } } });
    // A code works once.
    expectError(await post('/api/verification/phone/verify', s.accessToken, { phoneNumber: s.phoneNumber, otp: outbox[0].code }), 400, AUTH_MESSAGES.noActiveCode);
  });

  it('refuses another number (the phone cannot be changed), a bad number, a quick resend and guests', async () => {
    const s = await signUp(t.app);
    const other = await signUp(t.app);
    expectFieldError(await post('/api/verification/phone/request', s.accessToken, { phoneNumber: other.phoneNumber }), 'phoneNumber', VERIFICATION_MESSAGES.notYourPhone);
    expectFieldError(await post('/api/verification/phone/verify', s.accessToken, { phoneNumber: other.phoneNumber, otp: '123456' }), 'phoneNumber', VERIFICATION_MESSAGES.notYourPhone);
    expectFieldError(await post('/api/verification/phone/request', s.accessToken, { phoneNumber: '12' }), 'phoneNumber');
    expectFieldError(await post('/api/verification/phone/request', s.accessToken, {}), 'phoneNumber');
    expectFieldError(await post('/api/verification/phone/verify', s.accessToken, { phoneNumber: s.phoneNumber, otp: '12ab' }), 'otp');
    // Nothing was sent to the other number.
    const theirs = (await get(`/api/dev/outbox?phoneNumber=${encodeURIComponent(other.phoneNumber)}`)).json().data.messages;
    expect(theirs.every((m: { type: string }) => m.type === 'signup')).toBe(true);

    expect((await post('/api/verification/phone/request', s.accessToken, { phoneNumber: s.phoneNumber })).statusCode).toBe(200);
    const again = await post('/api/verification/phone/request', s.accessToken, { phoneNumber: s.phoneNumber });
    expectError(again, 429, /^Please wait \d+ seconds before requesting a new code$/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    // The cooldown is per kind of code: after sign-up's code, a phone code may go at once; and after 60 s, again.
    await ageCodes(t, s.phoneNumber, 61);
    expect((await post('/api/verification/phone/request', s.accessToken, { phoneNumber: s.phoneNumber })).statusCode).toBe(200);

    expectError(await post('/api/verification/phone/request', null, { phoneNumber: s.phoneNumber }), 401);
    expectError(await post('/api/verification/phone/verify', null, { phoneNumber: s.phoneNumber, otp: '123456' }), 401);
  });
});

describe('ID verification submission (doc 2 §4, §5, §9; doc 1 §3)', () => {
  it('takes the caller’s own verification uploads, by signed address or key, and makes the status pending', async () => {
    const s = asUser(await signUp(t.app));
    expect(await me(s.token)).toMatchObject({ idVerificationStatus: 'none', canSubmitIdVerification: true, verificationProgress: 50, idVerificationAttempts: 0 });
    expect((await get('/api/user-verification', s.token)).json().data).toEqual({ verification: null, canSubmitIdVerification: true, attemptsLeft: 3 });

    const picture = await uploadIdPicture(t, s.token);
    expect(picture.url).toMatch(/^\/api\/media\/private\//);
    const video = await videoUpload(t, s.id);
    const res = await post('/api/user-verification', s.token, { idDocumentUrl: picture.url, videoUrl: video.key });
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(res.json().message).toBe(VERIFICATION_MESSAGES.submitted);
    expect(data.verification).toMatchObject({ status: 'pending', id: expect.any(String), _id: data.verification.id, createdAt: expect.any(String) });
    expect(data.user).toMatchObject({ idVerificationStatus: 'pending', idVerificationAttempts: 1, canSubmitIdVerification: false, verificationProgress: 50, isIdVerified: false });
    expect(data.user.idVerificationLastAttempt).not.toBeNull();

    const mine = (await get('/api/user-verification', s.token)).json().data;
    expect(mine).toMatchObject({ canSubmitIdVerification: false, attemptsLeft: 2, verification: { id: data.verification.id, status: 'pending', reason: null } });
    expect(mine.verification.idDocumentUrl).toMatch(new RegExp(`^/api/media/private/${picture.key}\\?exp=\\d+&sig=`));
    expect(mine.verification.videoUrl).toMatch(new RegExp(`^/api/media/private/${video.key}\\?exp=`));

    // A second submission while one is pending: 409.
    expectError(await submitVerification(t, s), 409, VERIFICATION_MESSAGES.alreadyPending);
  });

  it('refuses a missing file, someone else’s upload, a public upload, the wrong kind of file, and guests', async () => {
    const s = asUser(await signUp(t.app));
    const other = asUser(await signUp(t.app));
    const picture = await uploadIdPicture(t, s.token);
    const video = await videoUpload(t, s.id);
    const submit = (payload: object, token: string | null = s.token) => post('/api/user-verification', token, payload);

    expectFieldError(await submit({ idDocumentUrl: picture.url }), 'videoUrl', VERIFICATION_MESSAGES.bothRequired);
    expectFieldError(await submit({ videoUrl: video.key }), 'idDocumentUrl', VERIFICATION_MESSAGES.bothRequired);
    expectFieldError(await submit({ idDocumentUrl: '  ', videoUrl: video.key }), 'idDocumentUrl', VERIFICATION_MESSAGES.bothRequired);

    const theirPicture = await uploadIdPicture(t, other.token);
    const theirVideo = await videoUpload(t, other.id);
    expectFieldError(await submit({ idDocumentUrl: theirPicture.url, videoUrl: video.key }), 'idDocumentUrl', VERIFICATION_MESSAGES.notYourUpload);
    expectFieldError(await submit({ idDocumentUrl: picture.key, videoUrl: theirVideo.key }), 'videoUrl', VERIFICATION_MESSAGES.notYourUpload);

    // A public upload (comments) would be visible to anyone: refused, even though it is the caller's own.
    const publicPicture = await uploadIdPicture(t, s.token, 'comments');
    expect(publicPicture.url).toMatch(/^\/media\//);
    expectFieldError(await submit({ idDocumentUrl: publicPicture.url, videoUrl: video.key }), 'idDocumentUrl', VERIFICATION_MESSAGES.notYourUpload);
    const publicVideo = await videoUpload(t, s.id, 'comments');
    expectFieldError(await submit({ idDocumentUrl: picture.key, videoUrl: publicVideo.key }), 'videoUrl', VERIFICATION_MESSAGES.notYourUpload);

    // The ID must be a picture, the video a video.
    expectFieldError(await submit({ idDocumentUrl: video.key, videoUrl: video.key }), 'idDocumentUrl', VERIFICATION_MESSAGES.idDocumentType);
    expectFieldError(await submit({ idDocumentUrl: picture.key, videoUrl: picture.url }), 'videoUrl', VERIFICATION_MESSAGES.videoType);
    expectFieldError(await submit({ idDocumentUrl: 'https://evil.example/id.png', videoUrl: video.key }), 'idDocumentUrl', VERIFICATION_MESSAGES.notYourUpload);
    expectFieldError(await submit({ idDocumentUrl: `u/${s.id}/verification/../../x.png`, videoUrl: video.key }), 'idDocumentUrl', VERIFICATION_MESSAGES.notYourUpload);

    expectError(await submit({ idDocumentUrl: picture.key, videoUrl: video.key }, null), 401);
    // None of that spent an attempt.
    expect(await me(s.token)).toMatchObject({ idVerificationStatus: 'none', idVerificationAttempts: 0, canSubmitIdVerification: true });
  });

  it('an already verified account cannot submit (409)', async () => {
    const s = await makeUser(t, { isIdVerified: true, idVerificationStatus: 'verified', idVerificationAttempts: 1 });
    expect(await me(s.token)).toMatchObject({ canSubmitIdVerification: false, verificationProgress: 100 });
    expectError(await submitVerification(t, s), 409, VERIFICATION_MESSAGES.alreadyVerified);
  });
});

describe('review by an admin, attempts and notifications', () => {
  it('three rejections use up the attempts: the fourth submission is a 409 and canSubmit is false', async () => {
    const s = asUser(await signUp(t.app));
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect((await submitVerification(t, s)).statusCode).toBe(201);
      const rejected = await post(`/api/admin/verifications/${s.id}/reject`, admin.token, attempt === 1 ? undefined : { reason: `Blurry photo ${attempt}` });
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(rejected.json().data.verification).toMatchObject({ status: 'rejected', reason: attempt === 1 ? ADMIN_MESSAGES.defaultRejectReason : `Blurry photo ${attempt}` });
      expect(rejected.json().data.user).toMatchObject({ idVerificationStatus: 'rejected', idVerificationAttempts: attempt, isIdVerified: false });
      expect((await me(s.token)).canSubmitIdVerification).toBe(attempt < 3);
      // What the account page shows at once: the rejection, its reason and the attempts left.
      expect((await get('/api/user-verification', s.token)).json().data).toMatchObject({
        canSubmitIdVerification: attempt < 3,
        attemptsLeft: 3 - attempt,
        verification: { status: 'rejected', reason: attempt === 1 ? ADMIN_MESSAGES.defaultRejectReason : `Blurry photo ${attempt}`, reviewedAt: expect.any(String) },
      });
    }
    expectError(await submitVerification(t, s), 409, VERIFICATION_MESSAGES.attemptsUsed);
    expect(await me(s.token)).toMatchObject({ idVerificationStatus: 'rejected', idVerificationAttempts: 3, canSubmitIdVerification: false });
    expect((await get('/api/user-verification', s.token)).json().data).toMatchObject({ canSubmitIdVerification: false, attemptsLeft: 0, verification: { status: 'rejected', reason: 'Blurry photo 3' } });

    const notes = (await get('/api/notifications', s.token)).json().data.notifications;
    expect(notes[0]).toMatchObject({ type: 'other', title: 'ID verification rejected', message: 'Reason: Blurry photo 3. You have no attempts left. Please contact support.', data: { link: '/account' } });
    expect(notes[2].message).toContain(ADMIN_MESSAGES.defaultRejectReason);
    expect(notes[2].message).toContain('2 attempts left');
  });

  it('approval verifies the user, is pushed as notification:new, and is audited; nothing pending is a 404', async () => {
    const s = asUser(await signUp(t.app));
    expect((await submitVerification(t, s)).statusCode).toBe(201);
    const queue = (await get('/api/admin/verifications?limit=100', admin.token)).json().data;
    const entry = queue.verifications.find((v: { user: { id: string } }) => v.user.id === s.id);
    expect(entry).toMatchObject({ status: 'pending', user: { id: s.id, idVerificationAttempts: 1, phoneNumber: expect.stringMatching(/^\+268/) } });
    expect(entry.idDocumentUrl).toMatch(/^\/api\/media\/private\/.+\?exp=\d+&sig=/);
    expect(entry.videoUrl).toMatch(/^\/api\/media\/private\/.+\.mp4\?exp=/);
    expect(entry.videoPosterUrl).toMatch(/poster-320\.webp\?exp=/);
    // The admin's address serves the ID picture.
    expect((await get(entry.idDocumentUrl)).statusCode).toBe(200);

    const base = await listenOnFreePort(t.app);
    const socket = await connectSocket(base, s.token);
    try {
      const pushed = nextNotification(socket, 3000);
      const approved = await post(`/api/admin/verifications/${s.id}/approve`, admin.token, {});
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toMatchObject({ message: ADMIN_MESSAGES.approved, data: { verification: { status: 'approved' }, user: { isIdVerified: true, idVerificationStatus: 'verified' } } });
      expect(await pushed).toMatchObject({ type: 'other', title: 'ID verification approved', data: { link: '/account' } });
    } finally {
      socket.close();
    }
    expect(await me(s.token)).toMatchObject({ isIdVerified: true, idVerificationStatus: 'verified', verificationProgress: 100, canSubmitIdVerification: false });
    expect((await get('/api/user-verification', s.token)).json().data.verification).toMatchObject({ status: 'approved', reviewedAt: expect.any(String) });

    expectError(await post(`/api/admin/verifications/${s.id}/approve`, admin.token), 404, ADMIN_MESSAGES.noPendingVerification);
    expectError(await post(`/api/admin/verifications/${s.id}/reject`, admin.token), 404, ADMIN_MESSAGES.noPendingVerification);
    const log = (await get('/api/admin/audit-log?action=approve_verification', admin.token)).json().data.entries;
    expect(log[0]).toMatchObject({ action: 'approve_verification', targetType: 'user', targetId: s.id, admin: { id: admin.id, displayName: 'Reviewer' } });
  });

  it('a signed-in user never reviews: 403; a guest: 401', async () => {
    const s = asUser(await signUp(t.app));
    expect((await submitVerification(t, s)).statusCode).toBe(201);
    expectError(await post(`/api/admin/verifications/${s.id}/approve`, s.token), 403);
    expectError(await post(`/api/admin/verifications/${s.id}/approve`, null), 401);
    expectError(await get('/api/admin/verifications', s.token), 403);
    expect((await me(s.token)).idVerificationStatus).toBe('pending');
  });
});

describe('the verification files are private', () => {
  it('the owner and admins get signed addresses; others get none, and the unsigned path, a public path or an expired address are refused', async () => {
    const s = asUser(await signUp(t.app));
    const other = asUser(await signUp(t.app));
    const picture = await uploadIdPicture(t, s.token);
    const video = await videoUpload(t, s.id);
    expect((await post('/api/user-verification', s.token, { idDocumentUrl: picture.url, videoUrl: video.key })).statusCode).toBe(201);
    const mine = (await get('/api/user-verification', s.token)).json().data.verification;
    expect((await get(mine.idDocumentUrl)).statusCode).toBe(200);

    // Another user sees only their own (nothing), a guest nothing at all; the upload's status call is the owner's alone.
    expect((await get('/api/user-verification', other.token)).json().data.verification).toBeNull();
    expectError(await get('/api/user-verification'), 401);
    expectError(await get('/api/admin/verifications', other.token), 403);
    expectError(await get(`/api/media/uploads/${picture.id}`, other.token), 404);
    // Without a signature, or on the public media route, the file is not served.
    expectError(await get(`/api/media/private/${picture.key}`), 403, UPLOAD_MESSAGES.linkInvalid);
    expect((await get(`/media/${picture.key}`)).statusCode).toBe(404);
    // An address that has expired is refused.
    const expired = createUrlSigner(t.config.mediaSigningSecret).sign(picture.key, Date.now() - 2 * 3600_000);
    expectError(await get(expired), 403, UPLOAD_MESSAGES.linkExpired);
    // Nor can its owner put it where anyone sees it (an avatar).
    const avatar = await t.app.inject({ method: 'PUT', url: '/api/users/me', headers: bearer(s.token), payload: { avatar: picture.key } });
    expectFieldError(avatar, 'avatar');
  });

  it('are removed, files and rows, when the deleted account is purged; meanwhile the submission leaves the review queue', async () => {
    const s = asUser(await signUp(t.app));
    const picture = await uploadIdPicture(t, s.token);
    const video = await videoUpload(t, s.id);
    const submitted = await post('/api/user-verification', s.token, { idDocumentUrl: picture.url, videoUrl: video.key });
    expect(submitted.statusCode).toBe(201);
    const inQueue = async () => (await get('/api/admin/verifications?limit=100', admin.token)).json().data.verifications.some((v: { user: { id: string } }) => v.user.id === s.id);
    expect(await inQueue()).toBe(true);

    expect((await t.app.inject({ method: 'DELETE', url: '/api/users/me', headers: bearer(s.token) })).statusCode).toBe(200);
    expect(await inQueue()).toBe(false);
    const db = t.database.db;
    await db.update(users).set({ closedAt: new Date(Date.now() - 91 * 86_400_000) }).where(eq(users.id, s.id));
    expect((await runMaintenance(db, { storage: createStorage(t.config), privateStorage: createPrivateStorage(t.config) })).purgedUsers).toBe(1);

    expect(await db.select().from(idVerifications).where(eq(idVerifications.userId, s.id))).toEqual([]);
    expect(await db.select().from(mediaUploads).where(eq(mediaUploads.ownerId, s.id))).toEqual([]);
    expect(existsSync(createPrivateStorage(t.config).localPath!(picture.key))).toBe(false);
    expect((await get(createUrlSigner(t.config.mediaSigningSecret).sign(picture.key))).statusCode).toBe(404);
  });
});
