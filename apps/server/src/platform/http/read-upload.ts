import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_MESSAGES } from '@sokoni/contracts/media';
import { AppError, badRequest, invalid } from './errors.ts';
import { assertCleanText } from './text-guard.ts';

/** The one file of a multipart request, written to a temporary file, with the text fields. */
export type ReceivedUpload = {
  tmpPath: string;
  /** Bytes written; when `truncated`, only the start of a file larger than the cap was kept. */
  bytes: number;
  truncated: boolean;
  filename: string;
  fields: Record<string, string>;
};

export type ReadUploadOptions = {
  /** Where the temporary file goes (not under the media root: it is never served). */
  tmpDir: string;
  /** The largest file this route takes at all; reading stops there. */
  maxBytes: number;
  /** The cap once the fields read so far are known (the folder may come before the file). */
  capFor?: (fields: Record<string, string>) => number;
  /** Names the file part may have; any name when left out. */
  fileFields?: readonly string[];
  /** The 422 when no file came (default: field `file`, "No file uploaded"-style message). */
  missingFile?: { field: string; message: string };
};

/**
 * Streams the single file of a multipart request to disk (a 100 MB video never sits in
 * memory). A second file part, a missing file or a broken body is the client's mistake: 422 or
 * 400, never a 500. The caller owns (and must remove) `tmpPath` when this resolves.
 */
export async function readOneUpload(request: FastifyRequest, opts: ReadUploadOptions): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw invalid(opts.missingFile?.field ?? 'file', opts.missingFile?.message ?? UPLOAD_MESSAGES.missingFile);
  await mkdir(opts.tmpDir, { recursive: true });
  const fields: Record<string, string> = {};
  let received: ReceivedUpload | undefined;
  let extraFile = false;
  try {
    for await (const part of request.parts({ limits: { fileSize: opts.maxBytes, files: 5 } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') {
          assertCleanText(part.value, part.fieldname);
          fields[part.fieldname] = part.value;
        }
        continue;
      }
      if (received || (opts.fileFields && !opts.fileFields.includes(part.fieldname))) {
        // Read and drop it: an unread part would stall the rest of the body.
        extraFile = extraFile || Boolean(received);
        part.file.resume();
        continue;
      }
      // The file name is stored with the upload: the same rule as every other string (text-guard.ts).
      assertCleanText(part.filename ?? '', part.fieldname);
      const tmpPath = path.join(opts.tmpDir, `${randomUUID()}.upload`);
      received = { tmpPath, bytes: 0, truncated: false, filename: part.filename ?? '', fields };
      const counter = capAt(Math.min(opts.maxBytes, opts.capFor?.(fields) ?? opts.maxBytes), received);
      const sink = createWriteStream(tmpPath);
      await pipeline(part.file, counter, sink).catch(async (error: unknown) => {
        // A body cut short can fail the pipeline while the file is still being opened: removed
        // before its open completes, it would appear after and outlive the request.
        if (!sink.closed) await once(sink, 'close');
        throw error;
      });
      if (part.file.truncated) received.truncated = true;
    }
  } catch (error) {
    const mapped = mapMultipartError(error);
    if (mapped === 'truncated' && received) {
      received.truncated = true;
    } else {
      if (received) await rm(received.tmpPath, { force: true });
      throw mapped === 'truncated' ? badRequest(UPLOAD_MESSAGES.malformed) : mapped;
    }
  }
  if (extraFile && received) {
    await rm(received.tmpPath, { force: true });
    throw invalid('file', UPLOAD_MESSAGES.oneFilePerRequest);
  }
  if (!received || (received.bytes === 0 && !received.truncated)) {
    if (received) await rm(received.tmpPath, { force: true });
    throw invalid(opts.missingFile?.field ?? 'file', opts.missingFile?.message ?? UPLOAD_MESSAGES.missingFile);
  }
  return received;
}

/** Counts every byte but writes only up to `cap`: past it the file is refused anyway. */
function capAt(cap: number, into: ReceivedUpload): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const room = cap - into.bytes;
      into.bytes += chunk.length;
      if (room <= 0) {
        into.truncated = true;
        return done();
      }
      if (chunk.length > room) into.truncated = true;
      done(null, chunk.length > room ? chunk.subarray(0, room) : chunk);
    },
  });
}

function mapMultipartError(error: unknown): AppError | 'truncated' | unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'truncated';
    case 'FST_FILES_LIMIT':
      return invalid('file', UPLOAD_MESSAGES.oneFilePerRequest);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest(UPLOAD_MESSAGES.malformed);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return invalid('file', UPLOAD_MESSAGES.missingFile);
  }
  // busboy's own parse errors ("Unexpected end of form", "Malformed part header") carry no code.
  if (error instanceof Error && !code && /form|part|multipart|boundary/i.test(error.message)) return badRequest(UPLOAD_MESSAGES.malformed);
  return error;
}
