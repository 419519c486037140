import { queryOptions } from '@tanstack/react-query';
import { assistantApi } from '../assistant-api.ts';
import { ASSISTANT_STALE_TIMES, assistantKeys } from '../assistant-keys.ts';

/** GET /ai/voice → whether the server turns a recording into text (POST /ai/transcribe). */
export async function getVoiceSupport(signal?: AbortSignal): Promise<{ transcription: boolean }> {
  const { data } = await assistantApi.get('/ai/voice', { signal });
  return { transcription: data?.transcription === true };
}

/** Asked only by browsers without a speech recognizer, once a page load. */
export const voiceSupportQueryOptions = () =>
  queryOptions({
    queryKey: assistantKeys.voice(),
    queryFn: ({ signal }) => getVoiceSupport(signal),
    staleTime: ASSISTANT_STALE_TIMES.voice,
    gcTime: ASSISTANT_STALE_TIMES.voice,
    // A server that does not answer is one without transcription: the tap says so at once.
    retry: false,
  });
