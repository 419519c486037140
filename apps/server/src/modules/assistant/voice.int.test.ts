import { readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ASSISTANT_MESSAGES, VOICE_LIMITS } from '@sokoni/contracts/assistant';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { runFfmpeg } from '../../platform/media/ffmpeg.ts';
import { multipart, png, type Part } from '../media/test-upload.ts';

/**
 * A stand-in for an OpenAI-compatible server on 127.0.0.1 (the edge of the world): it answers
 * POST /v1/audio/transcriptions (multipart: file, model, language) with the text, delay or failure
 * the test sets, and keeps what it was sent.
 */
type Behaviour = { text?: string; delayMs?: number; status?: number };
type Received = { model?: string; language?: string; filename?: string; contentType?: string; body: Buffer };
let behaviour: Behaviour = {};
const received: Received[] = [];
let whisper: Server;
/** Transcription configured (and a short deadline), and not. */
let t: TestContext;
let off: TestContext;

const fieldOf = (body: string, name: string) => new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(body)?.[1];

function handle(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') return void res.writeHead(404).end();
    const body = Buffer.concat(chunks);
    const text = body.toString('latin1');
    const filePart = /name="file"; filename="([^"]*)"\r\nContent-Type: ([^\r]*)\r\n/i.exec(text);
    received.push({ model: fieldOf(text, 'model'), language: fieldOf(text, 'language'), filename: filePart?.[1], contentType: filePart?.[2], body });
    const b = behaviour;
    setTimeout(() => {
      if (res.destroyed) return;
      if ((b.status ?? 200) !== 200) return void res.writeHead(b.status!, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'model crashed' } }));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ text: b.text ?? 'red sofa under E3000' }));
    }, b.delayMs ?? 0);
  });
}

/** Half a second of a 440 Hz tone as 16 kHz mono 16-bit PCM WAV, header and all. */
function wavTone(seconds = 0.5, rate = 16_000): Buffer {
  const samples = Math.round(seconds * rate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVE', 8);
  wav.write('fmt ', 12);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i += 1) wav.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  return wav;
}

/** A second of tone as a browser's MediaRecorder would send it: webm/opus (Chrome, Firefox), mp4/AAC (Safari), or ogg/opus. */
async function recorded(format: 'webm' | 'ogg' | 'mp4'): Promise<Buffer> {
  const codec = format === 'mp4' ? 'aac' : 'libopus';
  // An mp4 needs a seekable output for its index: a file, not a pipe.
  const out = path.join(tmpdir(), `sokoni-voice-${process.pid}-${Date.now()}.${format}`);
  await runFfmpeg(['-y', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-c:a', codec, out]);
  try {
    return await readFile(out);
  } finally {
    await rm(out, { force: true });
  }
}

const recording = (data: Buffer, filename = 'voice.webm', contentType = 'audio/webm'): Part => ({ name: 'audio', filename, data, contentType });

function transcribe(app: TestContext, parts: Part[], remoteAddress?: string) {
  const body = multipart(parts);
  return app.app.inject({ method: 'POST', url: '/api/ai/transcribe', payload: body.payload, headers: body.headers, ...(remoteAddress ? { remoteAddress } : {}) });
}

let webm: Buffer;
let ogg: Buffer;
let mp4: Buffer;

beforeAll(async () => {
  whisper = createServer(handle);
  await new Promise<void>((resolve) => whisper.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(whisper.address() as AddressInfo).port}/v1`;
  [t, off, webm, ogg, mp4] = await Promise.all([
    createTestApp({ LLM_BASE_URL: baseUrl, LLM_MODEL: 'local-model', LLM_TRANSCRIBE_MODEL: 'whisper-test', LLM_TIMEOUT_MS: '1500', AI_ENABLED: 'false' }),
    createTestApp({ AI_ENABLED: 'false' }),
    recorded('webm'),
    recorded('ogg'),
    recorded('mp4'),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([t?.close(), off?.close()]);
  whisper.closeAllConnections();
  await new Promise((resolve) => whisper.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  behaviour = {};
});

describe('voice input with a transcription model configured', () => {
  it('says transcription is on, to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ai/voice' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { transcription: true } });
  });

  it('turns a guest’s webm recording into text, asking the model for English', async () => {
    behaviour = { text: '  cheap phone with a good camera \n' };
    const res = await transcribe(t, [recording(webm)]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { text: 'cheap phone with a good camera' } });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ model: 'whisper-test', language: 'en', filename: 'recording.webm', contentType: 'audio/webm' });
    expect(received[0]!.body.includes(webm)).toBe(true);
  });

  it('takes what Safari and others record, named by their bytes, not by what the client claims', async () => {
    const cases: [Buffer, string, string][] = [
      [mp4, 'recording.mp4', 'audio/mp4'],
      [ogg, 'recording.ogg', 'audio/ogg'],
      [wavTone(), 'recording.wav', 'audio/wav'],
    ];
    for (const [data, filename, contentType] of cases) {
      const res = await transcribe(t, [recording(data, 'blob', 'application/octet-stream')]);
      expect(res.statusCode, `${filename}: ${res.body}`).toBe(200);
      expect(res.json().data.text).toBe('red sofa under E3000');
      expect(received.at(-1)).toMatchObject({ filename, contentType });
    }
  });

  it('refuses a missing, empty, non-audio or too long recording on the field audio, without asking the model', async () => {
    // The text guard words its own refusal of a null byte.
    const cases: [string, Part[], string | undefined][] = [
      ['no file', [{ name: 'note', value: 'hello' }], ASSISTANT_MESSAGES.recordingMissing],
      ['a file under another name', [{ name: 'file', filename: 'voice.webm', data: webm, contentType: 'audio/webm' }], ASSISTANT_MESSAGES.recordingMissing],
      ['an empty file', [recording(Buffer.alloc(0))], ASSISTANT_MESSAGES.recordingMissing],
      ['a picture calling itself audio', [recording(await png(32, 32))], ASSISTANT_MESSAGES.recordingNotAudio],
      ['text calling itself audio', [recording(Buffer.from('not a recording at all, just words'))], ASSISTANT_MESSAGES.recordingNotAudio],
      ['a null byte in the file name', [recording(webm, 'a\u0000b.webm')], undefined],
      ['over 10 MB', [recording(Buffer.concat([webm, Buffer.alloc(VOICE_LIMITS.maxBytes)]))], ASSISTANT_MESSAGES.recordingTooLong],
    ];
    for (const [what, parts, message] of cases) {
      const res = await transcribe(t, parts);
      expect(res.statusCode, `${what}: ${res.body}`).toBe(422);
      const { errors } = res.json<{ errors: { field: string; message: string }[] }>();
      expect(errors.map((e) => e.field), what).toEqual(['audio']);
      if (message) expect(res.json(), what).toEqual({ success: false, message, errors: [{ field: 'audio', message }] });
    }
    const json = await t.app.inject({ method: 'POST', url: '/api/ai/transcribe', payload: { audio: 'aGVsbG8=' } });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual([{ field: 'audio', message: ASSISTANT_MESSAGES.recordingMissing }]);
    expect(received).toHaveLength(0);
  });

  it('answers 502 when the model fails, hears nothing, or misses the deadline', async () => {
    for (const b of [{ status: 500 }, { text: '   ' }, { delayMs: 3_000 }] satisfies Behaviour[]) {
      behaviour = b;
      const started = Date.now();
      const res = await transcribe(t, [recording(webm)]);
      expect(res.statusCode, `${JSON.stringify(b)}: ${res.body}`).toBe(502);
      expect(res.json()).toEqual({ success: false, message: ASSISTANT_MESSAGES.transcriptionFailed });
      // LLM_TIMEOUT_MS is 1500 here: the call is given up, not waited out.
      expect(Date.now() - started).toBeLessThan(2_900);
    }
    expect(received).toHaveLength(3);
  }, 20_000);

  it('leaves no recording behind on disk', async () => {
    const left = await readdir(path.join(t.config.dataDir, 'tmp', 'uploads')).catch(() => []);
    expect(left).toEqual([]);
  });

  it(`takes ${VOICE_LIMITS.perMinute} recordings a minute from one address, then 429 with Retry-After`, async () => {
    const address = '198.51.100.7';
    for (let i = 0; i < VOICE_LIMITS.perMinute; i += 1) expect((await transcribe(t, [recording(wavTone(0.05))], address)).statusCode).toBe(200);
    const limited = await transcribe(t, [recording(wavTone(0.05))], address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, message: ASSISTANT_MESSAGES.tooManyRecordings });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await transcribe(t, [recording(wavTone(0.05))], '198.51.100.8')).statusCode).toBe(200);
  });
});

describe('voice input without a transcription model', () => {
  it('says transcription is off, and answers a recording with 503', async () => {
    expect((await off.app.inject({ method: 'GET', url: '/api/ai/voice' })).json()).toEqual({ success: true, data: { transcription: false } });
    const res = await transcribe(off, [recording(webm)]);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ success: false, message: ASSISTANT_MESSAGES.transcriptionOff });
    expect(received).toHaveLength(0);
  });
});
