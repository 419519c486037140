import { postForm } from '@/lib/upload/upload-media.ts';
import { assistantWords } from '../assistant-words.ts';

/** The file name the recording goes up under, by its type (the server reads the bytes; the name is a label). */
function recordingName(type: string): string {
  if (type.includes('mp4') || type.includes('aac')) return 'recording.m4a';
  if (type.includes('ogg')) return 'recording.ogg';
  return 'recording.webm';
}

/** POST /ai/transcribe, multipart `audio` → what was said; a failure carries the server's words (ApiError). */
export async function transcribeRecording(audio: Blob, signal?: AbortSignal): Promise<string> {
  const file = new File([audio], recordingName(audio.type), { type: audio.type || 'application/octet-stream' });
  const { data } = await postForm('/ai/transcribe', [['audio', file]], { signal, fallbackMessage: assistantWords.get().transcriptionFailed });
  return typeof data?.text === 'string' ? data.text : '';
}
