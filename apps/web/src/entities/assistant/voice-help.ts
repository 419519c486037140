import { ASSISTANT_MESSAGES } from '@sokoni/contracts/assistant-rules';
import { isLastingFailure, type VoiceFailure } from '@/components/voice/voice-failure.ts';

/**
 * What a voice failure says: doc 2 §8's words as the toast's title, the reason and what to do next
 * beneath them; and, for a failure that lasts as long as the page, why the microphone is off.
 */
export type VoiceHelp = { title: string; description: string; unavailable: string | null };

const DESCRIPTIONS: Record<VoiceFailure, string> = {
  'not-allowed': "The microphone is blocked for this site. Allow it in your browser's site settings, then reload the page, or type your question instead.",
  'service-not-allowed': "This browser's speech service is turned off for this site. Type your question instead.",
  unsupported: 'Type your question instead.',
  'audio-capture': 'No microphone was found, or another app is using it. Check it and try again, or type your question instead.',
  network: 'Voice input needs an internet connection. Check your connection and try again, or type your question instead.',
  failed: 'Try again, or type your question instead.',
};

const UNAVAILABLE: Partial<Record<VoiceFailure, string>> = {
  'not-allowed': "Voice input is off: the microphone is blocked for this site. Allow it in your browser's site settings and reload.",
  'service-not-allowed': "Voice input is off: this browser's speech service is not allowed on this site.",
  unsupported: 'Voice input is not available in this browser',
};

export function voiceHelp(failure: VoiceFailure): VoiceHelp {
  return {
    title: failure === 'unsupported' ? ASSISTANT_MESSAGES.speechUnsupported : ASSISTANT_MESSAGES.voiceFailed,
    description: DESCRIPTIONS[failure],
    unavailable: isLastingFailure(failure) ? (UNAVAILABLE[failure] ?? null) : null,
  };
}
