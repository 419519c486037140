import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_MESSAGES } from '@sokoni/contracts/messages';
import { bearer, expectFieldError } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { makeListing, makeUser, type TestUser } from '../../modules/social/test-data.ts';
import { file, png, upload } from '../../modules/media/test-upload.ts';

/** issue 9: a null byte or a lone surrogate anywhere is a 422 on its field, never a 500 from PostgreSQL. */
let t: TestContext;
let user: TestUser;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  user = await makeUser(t);
  productId = (await makeListing(t)).product.id;
});
afterAll(() => t?.close());

const asUser = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { ...bearer(user.token), 'content-type': 'application/json' }, ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}) });

describe('text with a null byte or a lone surrogate', () => {
  it('is refused in a query value, naming the parameter', async () => {
    expectFieldError(await asUser('GET', '/api/products/search?q=phone%00case'), 'q', TEXT_MESSAGES.nullCharacter);
  });

  it('is refused in a path parameter, naming it', async () => {
    expectFieldError(await asUser('GET', `/api/products/${productId}%00`), 'id', TEXT_MESSAGES.nullCharacter);
  });

  it('is refused in a nested JSON string, naming its path', async () => {
    const res = await asUser('POST', `/api/products/${productId}/inquiry`, { message: 'Is it available?', contactInfo: { name: 'Thandi\u0000' } });
    expectFieldError(res, 'contactInfo.name', TEXT_MESSAGES.nullCharacter);
  });

  it('is refused in a JSON object key, naming the object that holds it', async () => {
    const res = await asUser('POST', `/api/products/${productId}/inquiry`, { message: 'Hi', contactInfo: { ['na\u0000me']: 'x' } });
    expectFieldError(res, 'contactInfo', TEXT_MESSAGES.nullCharacter);
    expectFieldError(await asUser('PUT', '/api/users/me', { ['\u0000']: 'x' }), 'body', TEXT_MESSAGES.nullCharacter);
  });

  it('is refused as a lone surrogate, while a real pair (an emoji) is taken', async () => {
    expectFieldError(await asUser('PUT', '/api/users/me', { name: 'Sipho \uD83D' }), 'name', TEXT_MESSAGES.loneSurrogate);
    expectFieldError(await asUser('PUT', '/api/users/me', { name: 'Sipho \uDE00' }), 'name', TEXT_MESSAGES.loneSurrogate);
    const ok = await asUser('PUT', '/api/users/me', { name: 'Sipho \uD83D\uDE00' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.user.name).toBe('Sipho 😀');
  });

  it('is refused in an upload\'s file name and text fields, naming the part', async () => {
    const image = await png(32, 32);
    expectFieldError(await upload(t.app, user.token, [file(image, 'photo\u0000.png', 'image/png')]), 'file', TEXT_MESSAGES.nullCharacter);
    const avatar = await upload(t.app, user.token, [{ name: 'avatar', filename: 'me\u0000.png', data: image }], '/api/users/me/avatar');
    expectFieldError(avatar, 'avatar', TEXT_MESSAGES.nullCharacter);
    const field = await upload(t.app, user.token, [{ name: 'folder', value: 'comments\u0000' }, file(image, 'photo.png', 'image/png')]);
    expectFieldError(field, 'folder', TEXT_MESSAGES.nullCharacter);
    // The same upload with a clean name goes through.
    expect((await upload(t.app, user.token, [file(image, 'photo.png', 'image/png')])).statusCode).toBe(201);
  });
});
