import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ASSISTANT_MESSAGES, assistantTranscriptSchema, assistantVoiceSchema, VOICE_LIMITS } from '@sokoni/contracts/assistant';
import { readOneUpload } from '../../platform/http/read-upload.ts';
import { ok } from '../../platform/http/reply.ts';
import { replies } from '../../platform/http/reply-schemas.ts';
import type { VoiceService } from './voice-service.ts';

type VoiceRoutesDeps = {
  voice: VoiceService;
  /** Where a recording waits while it is checked (the media module's, tidied at start). */
  tmpDir: string;
};

/**
 * Voice input where the browser has no speech recognizer (issue 13): the web app asks whether the
 * server transcribes, then records and sends the audio. Anyone may use it, guests too.
 */
export const voiceRoutes: FastifyPluginAsyncZod<VoiceRoutesDeps> = async (app, { voice, tmpDir }) => {
  const tags = ['assistant'];

  app.get('/ai/voice', { schema: { tags, summary: 'Whether the server turns recordings into text', response: replies(assistantVoiceSchema) } }, async () => ok(voice.status()));

  app.post(
    '/ai/transcribe',
    {
      schema: {
        tags,
        summary: 'What was said in a recording (multipart `audio`: webm, ogg, mp4/m4a, mp3 or wav, up to 10 MB)',
        description: '503 when no transcription model is configured; 502 when the model could not make out any words.',
        consumes: ['multipart/form-data'],
        response: replies(assistantTranscriptSchema),
      },
    },
    async (request) => {
      await voice.admit(request.ip);
      const recording = await readOneUpload(request, {
        tmpDir,
        maxBytes: VOICE_LIMITS.maxBytes,
        fileFields: ['audio'],
        missingFile: { field: 'audio', message: ASSISTANT_MESSAGES.recordingMissing },
      });
      return ok(await voice.transcribe(recording));
    },
  );
};
