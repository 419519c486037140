import { existsSync, readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '@sokoni/contracts/chat-rules';
import { UPLOAD_MESSAGES } from '@sokoni/contracts/media';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { bearer, expectError, signUp } from '../../../test/factories.ts';
import { runFfmpeg } from '../../platform/media/ffmpeg.ts';
import { createUrlSigner } from '../../platform/security/signed-urls.ts';
import { createPrivateStorage, createStorage } from '../../platform/storage/create-storage.ts';
import { html, oleCompoundFile, tinyDocm, tinyDocx, tinyPdf, tinyRtf } from './test-documents.ts';
import { file, png, upload } from './test-upload.ts';

let t: TestContext;
let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;
const MB = 1024 * 1024;
const dir = mkdtempSync(path.join(tmpdir(), 'sokoni-private-upload-'));

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([signUp(t.app), signUp(t.app)]);
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const toFolder = (folder: string, data: Buffer, name: string, token = alice.accessToken) => upload(t.app, token, [{ name: 'folder', value: folder }, file(data, name)]);
const signedAddress = (key: string) => new RegExp(`^/api/media/private/${key.replace(/[.]/g, '\\.')}\\?exp=\\d+&sig=[A-Za-z0-9_-]{43}$`);
const publicFile = (key: string) => existsSync(createStorage(t.config).localPath!(key));
const privateFile = (key: string) => existsSync(createPrivateStorage(t.config).localPath!(key));

describe('private folders (chats, conversations, verification)', () => {
  it('store a chat picture apart from public media and answer with signed addresses that serve it to whoever holds them', async () => {
    const res = await toFolder('chats', await png(800, 600), 'IMG_2024.png');
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ type: 'image/webp', mimeType: 'image/png', kind: 'image', status: 'ready', name: 'IMG_2024.png' });
    expect(data.key).toMatch(new RegExp(`^u/${alice.user.id}/chats/[0-9a-f-]{36}-800\\.webp$`));
    expect(data.url).toMatch(signedAddress(data.key));
    for (const url of Object.values<string>(data.variants)) expect(url).toMatch(/^\/api\/media\/private\/u\//);
    expect(privateFile(data.key)).toBe(true);
    expect(publicFile(data.key)).toBe(false);

    // The public route never serves it, whatever the address.
    expectError(await get(`/media/${data.key}`), 404);

    // No bearer token needed: an <img> sends none. Anyone holding the address gets it until it expires.
    const served = await get(data.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(served.rawPayload.length),
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'cross-origin-resource-policy': 'same-site',
    });
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    const maxAge = Number(String(served.headers['cache-control']).split('=')[1]);
    expect(maxAge).toBeGreaterThan(3500);
    expect(maxAge).toBeLessThanOrEqual(3600 + 600);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800 });
    const range = await get(data.url, { range: 'bytes=0-9' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 0-9/${served.rawPayload.length}`);
    expect((await t.app.inject({ method: 'HEAD', url: data.url })).statusCode).toBe(200);

    // The owner's status call hands out fresh addresses too.
    const status = await t.app.inject({ method: 'GET', url: `/api/media/uploads/${data.id}`, headers: bearer(alice.accessToken) });
    expect(status.json().data.url).toMatch(signedAddress(data.key));
  });

  it('refuse an altered, re-keyed, unsigned or expired address with a 403 envelope, never the file', async () => {
    const a = (await toFolder('chats', await png(40, 40), 'a.png')).json().data;
    const b = (await toFolder('chats', await png(50, 50), 'b.png')).json().data;
    const [, query] = a.url.split('?') as [string, string];
    const sig = new URLSearchParams(query).get('sig')!;
    const exp = new URLSearchParams(query).get('exp')!;
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    for (const url of [
      `/api/media/private/${a.key}?exp=${exp}&sig=${flipped}`,
      `/api/media/private/${b.key}?exp=${exp}&sig=${sig}`,
      `/api/media/private/${a.key}?exp=${Number(exp) + 600}&sig=${sig}`,
      `/api/media/private/${a.key}?exp=${exp}`,
      `/api/media/private/${a.key}`,
      `/api/media/private/${a.key}?exp=${exp}&sig=${sig}&sig=${sig}`,
    ]) {
      const res = await get(url);
      expectError(res, 403, UPLOAD_MESSAGES.linkInvalid);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
    const signer = createUrlSigner(t.config.mediaSigningSecret);
    const expired = signer.sign(a.key, Date.now() - 2 * 3600_000);
    expectError(await get(expired), 403, UPLOAD_MESSAGES.linkExpired);
    // Another server's secret signs nothing here.
    expectError(await get(createUrlSigner('x'.repeat(40)).sign(a.key)), 403, UPLOAD_MESSAGES.linkInvalid);
    // A correctly signed address of a file that is not there (or is public media) is a 404.
    expectError(await get(signer.sign(`u/${alice.user.id}/chats/gone-320.webp`)), 404);
  });

  it('take documents in conversations by their bytes, kept as sent, and serve them as downloads under their name', async () => {
    const docs = [
      { data: tinyPdf(), name: 'Quote.pdf', type: 'application/pdf', ext: 'pdf' },
      { data: tinyDocx(), name: 'Sale agreement.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' },
      { data: oleCompoundFile(), name: 'Logbook.doc', type: 'application/msword', ext: 'doc' },
      { data: tinyRtf(), name: 'receipt.rtf', type: 'application/rtf', ext: 'rtf' },
      { data: Buffer.from('\uFEFFService history:\n2023 — new clutch\n2024 — tyres <4>\n'), name: 'history.txt', type: 'text/plain', ext: 'txt' },
      // The bytes decide: a PDF called .txt is a PDF, and downloads as one.
      { data: tinyPdf('renamed'), name: 'notes.txt', type: 'application/pdf', ext: 'pdf', download: 'notes.txt.pdf' },
    ];
    for (const doc of docs) {
      const res = await toFolder('conversations', doc.data, doc.name);
      expect(res.statusCode, `${doc.name}: ${res.body}`).toBe(201);
      const data = res.json().data;
      const downloadAs = doc.download ?? doc.name;
      expect(data).toMatchObject({ kind: 'document', type: doc.type, mimeType: doc.type, size: doc.data.length, name: downloadAs, status: 'ready' });
      expect(data.key).toMatch(new RegExp(`^u/${alice.user.id}/conversations/[0-9a-f-]{36}\\.${doc.ext}$`));
      expect(data.url).toMatch(signedAddress(data.key));
      expect(data.variants).toBeUndefined();
      const served = await get(data.url);
      expect(served.statusCode, doc.name).toBe(200);
      expect(served.rawPayload.equals(doc.data), doc.name).toBe(true);
      expect(served.headers['content-type']).toBe(doc.type === 'text/plain' ? 'text/plain; charset=utf-8' : doc.type);
      expect(served.headers['content-disposition']).toBe(`attachment; filename="${downloadAs}"; filename*=UTF-8''${encodeURIComponent(downloadAs)}`);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toMatch(/sandbox/);
      expect(publicFile(data.key)).toBe(false);
    }
  });

  it("refuse anything else in conversations with doc 2's words: HTML however named, markup, binary or non-UTF-8 text, spreadsheets, macros, videos", async () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(12), randomBytes(100)]);
    for (const [data, name] of [
      [html, 'page.txt'],
      [html, 'page.pdf'],
      [html, 'page.html'],
      [Buffer.from('\n\n   <svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image.txt'],
      [Buffer.from(`Dear buyer,\n${'words '.repeat(20_000)}<script>alert(1)</script>\n`), 'letter.txt'],
      [Buffer.from('plain words\u0000with a NUL'), 'nul.txt'],
      [Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x0a]), 'latin1.txt'],
      [Buffer.from('just some words'), 'words.csv'],
      [oleCompoundFile(), 'sheet.xls'],
      [tinyDocm(), 'macro.docm'],
      [mp4, 'clip.mp4'],
    ] as const) {
      expectError(await toFolder('conversations', data, name), 415, CHAT_MESSAGES.dealerFileType);
    }
  });

  it("take only pictures and videos in chats, with the shop chat's words; limits are 'under' and count the bytes received", async () => {
    expectError(await toFolder('chats', tinyPdf(), 'quote.pdf'), 415, CHAT_MESSAGES.shopFileType);
    expectError(await toFolder('chats', Buffer.from('hello'), 'note.txt'), 415, CHAT_MESSAGES.shopFileType);
    const header = await png(16, 16);
    const exactly = (bytes: number) => Buffer.concat([header, Buffer.alloc(bytes - header.length)]);
    expectError(await toFolder('chats', exactly(50 * MB), 'big.png'), 413, CHAT_MESSAGES.fileTooLarge(50));
    // The same rule everywhere: an avatar of exactly 5 MB is refused.
    expectError(await upload(t.app, alice.accessToken, [{ name: 'folder', value: 'avatars' }, file(exactly(5 * MB), 'me.png')]), 413, 'File size must be less than 5MB');
  });

  it('send videos in chats through the transcode job, with a private poster and MP4', async () => {
    const out = path.join(dir, 'clip.mp4');
    await runFfmpeg(['-y', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10', '-t', '0.5', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', out]);
    const res = await toFolder('chats', readFileSync(out), 'clip.mp4');
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ kind: 'video', type: 'video/mp4', status: 'processing' });
    expect(data.url).toMatch(signedAddress(data.key));
    expect(data.posterUrl).toMatch(/^\/api\/media\/private\/u\/.+-poster-160\.webp\?exp=/);
    expect((await get(data.posterUrl)).headers['content-type']).toBe('image/webp');
    expectError(await get(`/media/${data.posterUrl.split('?')[0].slice('/api/media/private/'.length)}`), 404);

    let done = data;
    for (let i = 0; i < 200 && done.status === 'processing'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      done = (await t.app.inject({ method: 'GET', url: `/api/media/uploads/${data.id}`, headers: bearer(alice.accessToken) })).json().data;
    }
    expect(done.status).toBe('ready');
    expect(privateFile(done.key)).toBe(true);
    expect(publicFile(done.key)).toBe(false);
    const video = await get(done.url, { range: 'bytes=0-99' });
    expect(video.statusCode).toBe(206);
    expect(video.headers).toMatchObject({ 'content-type': 'video/mp4', 'content-length': '100', 'content-disposition': 'inline' });
  });

  it('delete a private upload with every file of it', async () => {
    const picture = (await toFolder('chats', await png(700, 500), 'p.png')).json().data;
    const pdf = (await toFolder('conversations', tinyPdf(), 'q.pdf')).json().data;
    for (const item of [picture, pdf]) {
      expectError(await t.app.inject({ method: 'DELETE', url: '/api/media', headers: bearer(bob.accessToken), payload: { key: item.key } }), 403);
      const del = await t.app.inject({ method: 'DELETE', url: '/api/media', headers: bearer(alice.accessToken), payload: { key: item.key } });
      expect(del.statusCode, del.body).toBe(200);
      expectError(await get(item.url), 404);
    }
    for (const url of Object.values<string>(picture.variants)) expectError(await get(url), 404);
    expect(privateFile(picture.key)).toBe(false);
    expect(privateFile(pdf.key)).toBe(false);
  });

  it('keep ID verification uploads private to their owner', async () => {
    const data = (await upload(t.app, alice.accessToken, [{ name: 'purpose', value: 'verification' }, file(await png(60, 40), 'id.png')])).json().data;
    expect(data.key).toMatch(new RegExp(`^u/${alice.user.id}/verification/`));
    expect(data.url).toMatch(signedAddress(data.key));
    expectError(await get(`/media/${data.key}`), 404);
    expect((await get(data.url)).statusCode).toBe(200);
  });
});
