import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { bearer } from '../../../test/factories.ts';
import type { TestContext } from '../../../test/harness.ts';
import { mediaUploads } from '../../platform/db/tables/media.ts';
import { file, png, upload } from '../media/test-upload.ts';

/** An ID picture uploaded for real (purpose verification): its signed address and key. */
export async function uploadIdPicture(t: TestContext, token: string, folder = 'verification') {
  const res = await upload(t.app, token, [{ name: 'purpose', value: folder }, file(await png(120, 80), 'id-card.png', 'image/png')]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { url: string; key: string; id: string };
}

/**
 * A verification video's upload row, ready, without running ffmpeg (the upload of a real video
 * is covered by the media module's tests and once in this module's).
 */
export async function videoUpload(t: TestContext, ownerId: string, folder = 'verification') {
  const base = `u/${ownerId}/${folder}/${randomUUID()}`;
  const [row] = await t.database.db
    .insert(mediaUploads)
    .values({ key: `${base}.mp4`, ownerId, folder, kind: 'video', mimeType: 'video/mp4', size: 1000, width: 320, height: 240, durationSeconds: 3, variants: [], posterKey: `${base}-poster-320.webp`, status: 'ready' })
    .returning();
  return row!;
}

/** Both files and a submission through POST /user-verification. */
export async function submitVerification(t: TestContext, user: { id: string; token: string }) {
  const picture = await uploadIdPicture(t, user.token);
  const video = await videoUpload(t, user.id);
  return t.app.inject({ method: 'POST', url: '/api/user-verification', headers: bearer(user.token), payload: { idDocumentUrl: picture.url, videoUrl: video.key } });
}
