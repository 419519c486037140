import { ASSISTANT_MESSAGES } from '@sokoni/contracts/assistant-rules';
import { useCallback } from 'react';
import { useToast } from '@/components/toast/toast-context.ts';
import { useSpeechRecognition, type SpeechFailure } from '@/components/voice/use-speech-recognition.ts';

/** doc 2 §9: the assistant listens in en-US. */
export const VOICE_LOCALE = 'en-US';

/** Voice input for a query box: the words heard go into it live; failures are toasts (doc 2 §8). */
export function useVoiceInput(onText: (text: string) => void) {
  const toast = useToast();
  const onError = useCallback(
    (failure: SpeechFailure) => toast.error(failure === 'unsupported' ? ASSISTANT_MESSAGES.speechUnsupported : ASSISTANT_MESSAGES.voiceFailed),
    [toast],
  );
  return useSpeechRecognition({ lang: VOICE_LOCALE, onText, onError });
}
