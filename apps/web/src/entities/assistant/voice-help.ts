import { isLastingFailure, type VoiceFailure } from '@/components/voice/voice-failure.ts';
import { assistantWords, type AssistantWords } from './assistant-words.ts';

/**
 * What a voice failure says: doc 2 §8's words as the toast's title, the reason and what to do next
 * beneath them; and, for a failure that lasts as long as the page, why the microphone is off.
 */
export type VoiceHelp = { title: string; description: string; unavailable: string | null };

const DESCRIPTIONS = {
  'not-allowed': 'helpNotAllowed',
  'service-not-allowed': 'helpServiceNotAllowed',
  unsupported: 'helpUnsupported',
  'audio-capture': 'helpAudioCapture',
  network: 'helpNetwork',
  failed: 'helpFailed',
} as const satisfies Record<VoiceFailure, keyof AssistantWords>;

const UNAVAILABLE: Partial<Record<VoiceFailure, 'offNotAllowed' | 'offServiceNotAllowed' | 'offUnsupported'>> = {
  'not-allowed': 'offNotAllowed',
  'service-not-allowed': 'offServiceNotAllowed',
  unsupported: 'offUnsupported',
};

export function voiceHelp(failure: VoiceFailure, t: AssistantWords = assistantWords.get()): VoiceHelp {
  const unavailable = isLastingFailure(failure) ? UNAVAILABLE[failure] : undefined;
  return {
    title: failure === 'unsupported' ? t.speechUnsupported : t.voiceFailed,
    description: t[DESCRIPTIONS[failure]],
    unavailable: unavailable ? t[unavailable] : null,
  };
}
