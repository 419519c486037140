import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { TestApp } from '../../../test/harness.ts';
import { bearer } from '../../../test/factories.ts';

export type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer; contentType?: string };

/** A multipart/form-data body built by hand, so tests control every byte (and can break it). */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----sokoni${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `Content-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}`), 'value' in part ? Buffer.from(part.value) : part.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function upload(app: TestApp, token: string | null, parts: Part[], url = '/api/media/upload', method: 'POST' | 'PUT' = 'POST') {
  const body = multipart(parts);
  return app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...(token ? bearer(token) : {}) } });
}

export const file = (data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg'): Part => ({ name: 'file', filename, data, contentType });

/** A photo with a camera's EXIF block, GPS position included. */
export function photoWithGps(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pocket 9', ImageDescription: 'at home' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '26/1 18/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '31/1 8/1 0/1' },
    })
    .toBuffer();
}

export const png = (width: number, height: number, background = '#f59e0b') =>
  sharp({ create: { width, height, channels: 4, background } }).png().toBuffer();
