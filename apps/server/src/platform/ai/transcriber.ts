import { toFile } from 'openai';
import { openAiClient, type OpenAiEndpoint } from './openai-client.ts';

/** Speech to text behind an OpenAI-compatible `/audio/transcriptions` (a hosted whisper-1, faster-whisper's or whisper.cpp's server …). */
export interface Transcriber {
  readonly model: string;
  /** What was said in the recording; rejects on any error, the deadline or an empty transcript. Never retried. */
  transcribe(audio: Buffer, filename: string, mimeType: string): Promise<string>;
}

export type TranscriberConfig = OpenAiEndpoint;

export function createTranscriber(config: TranscriberConfig): Transcriber {
  const client = openAiClient(config);
  return {
    model: config.model,
    async transcribe(audio, filename, mimeType) {
      const reply = await client.audio.transcriptions.create(
        // doc 2 §9: the assistant works in English; naming it spares the model a guess on a few seconds of audio.
        { file: await toFile(audio, filename, { type: mimeType }), model: config.model, language: 'en' },
        { timeout: config.timeoutMs, signal: AbortSignal.timeout(config.timeoutMs), maxRetries: 0 },
      );
      const text = reply.text?.trim();
      if (!text) throw new Error('the transcription model heard nothing');
      return text;
    },
  };
}
