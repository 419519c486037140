import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { pipeline, Readable, Transform } from 'node:stream';
import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, ListObjectsV2Command, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { BucketTarget } from '../../config.ts';
import { assertKey, contentTypeFor, type PresignOptions, type PutBody, type Storage, type StoredObject } from './storage.ts';

export type S3StorageOptions = {
  /** Cache-Control stored with every object (public media: a year, immutable). */
  cacheControl?: string;
  /** Keys per list page when deleting a folder (S3's maximum is 1,000; tests page with fewer). */
  listPageSize?: number;
};

/** Streamed uploads go up in parts of this size, two at a time: at most ~16 MB of a file is in memory. */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_AT_ONCE = 2;
/** SigV4 presigned addresses live at most a week. */
const MAX_PRESIGN_SECONDS = 7 * 24 * 3600;
/** Presigned addresses are signed at the start of a step, so one file's address is the same string for a while (the browser's cache holds). */
const SIGNING_STEP_SECONDS = 600;

/** One client per bucket target, from the SDK's default credential chain (AWS_ACCESS_KEY_ID…, a profile, a role). */
export function createS3Client(target: BucketTarget): S3Client {
  return new S3Client({
    region: target.region,
    endpoint: target.endpoint,
    forcePathStyle: target.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * Files as objects under `target.prefix` of an S3-compatible bucket (AWS S3, R2, MinIO, Backblaze…).
 * Bodies stream both ways: uploads in parts (`@aws-sdk/lib-storage`), reads as the response stream.
 */
export function createS3Storage(target: BucketTarget, client: S3Client, options: S3StorageOptions = {}): Storage {
  const Bucket = target.bucket;
  const objectKey = (key: string) => `${target.prefix}${assertKey(key)}`;

  async function upload(key: string, body: Buffer | Uint8Array | Readable, contentType: string | undefined): Promise<void> {
    const params = { Bucket, Key: objectKey(key), Body: body, ContentType: contentType ?? contentTypeFor(key), CacheControl: options.cacheControl };
    await new Upload({ client, params, partSize: PART_SIZE, queueSize: PARTS_AT_ONCE }).done();
  }

  async function head(key: string): Promise<StoredObject | null> {
    try {
      const found = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
      return { key, size: found.ContentLength ?? 0, modifiedAt: found.LastModified ?? new Date(0), contentType: contentTypeFor(key) };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  return {
    kind: 's3',
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (err) {
        throw unusableBucket(target, err);
      }
    },
    async put(key: string, body: PutBody, contentType?: string) {
      if (!(body instanceof Readable)) {
        await upload(key, body, contentType);
        return { key, size: body.byteLength };
      }
      const counter = counted(body);
      await upload(key, counter.stream, contentType);
      return { key, size: counter.size() };
    },
    async putFile(key: string, filePath: string, contentType?: string) {
      const stream = createReadStream(filePath);
      const stored = await this.put(key, stream, contentType);
      // Moved, as on the local disk: the file this process made is gone once stored.
      await unlink(filePath).catch(() => {});
      return stored;
    },
    stat: head,
    async exists(key: string) {
      return (await head(key)) !== null;
    },
    async read(key: string, range?: { start: number; end: number }) {
      const found = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
      return found.Body as Readable;
    },
    async delete(key: string) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async deleteFolder(prefix: string) {
      await deleteUnder(client, Bucket, `${objectKey(prefix.replace(/\/+$/, ''))}/`, options.listPageSize);
    },
    async presignedGet(key: string, { expiresAt, contentDisposition, cacheControl }: PresignOptions) {
      const nowSeconds = Math.floor(Date.now() / 1000);
      // Never after the expiry: an address asked for a past expiry is simply already dead.
      const signedAt = Math.min(Math.floor(nowSeconds / SIGNING_STEP_SECONDS) * SIGNING_STEP_SECONDS, expiresAt - 1);
      const expiresIn = Math.min(MAX_PRESIGN_SECONDS, expiresAt - signedAt);
      const command = new GetObjectCommand({
        Bucket,
        Key: objectKey(key),
        ResponseContentType: contentTypeFor(key),
        ResponseContentDisposition: contentDisposition,
        ResponseCacheControl: cacheControl,
        // A date, not a max-age: the address stays the same string while it is reused.
        ResponseExpires: new Date(expiresAt * 1000),
      });
      return getSignedUrl(client, command, { expiresIn, signingDate: new Date(signedAt * 1000) });
    },
  };
}

/** Why a bucket cannot be used, in words that say what to fix. */
function unusableBucket(target: BucketTarget, err: unknown): Error {
  const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const code = (err as { code?: string }).code;
  const reason = status === 404 ? 'it does not exist' : status === 403 ? 'access is denied' : (code ?? `${(err as Error).name}: ${(err as Error).message}`);
  return new Error(`the bucket "${target.bucket}" at ${target.endpoint ?? 'AWS S3'} cannot be used (${reason}): create it, or correct STORAGE_URL and the credentials`, { cause: err });
}

/** The body as a stream that counts the bytes it passes on. */
function counted(body: Readable): { stream: Transform; size: () => number } {
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(null, chunk);
    },
  });
  // A failing source fails the upload (pipeline destroys the counter with its error).
  pipeline(body, stream, () => {});
  return { stream, size: () => size };
}

/** Deletes every object under `folder` (a full key prefix ending in /), a listed page at a time. */
async function deleteUnder(client: S3Client, Bucket: string, folder: string, pageSize: number | undefined): Promise<void> {
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: folder, ContinuationToken, MaxKeys: pageSize }));
    const Objects = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
    if (Objects.length > 0) {
      const done = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      if (done.Errors?.length) throw new Error(`Could not delete ${done.Errors.length} objects under ${folder}: ${done.Errors[0]?.Code ?? 'unknown'}`);
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
}

function isNotFound(err: unknown): boolean {
  return err instanceof S3ServiceException && (err.name === 'NotFound' || err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);
}
