/**
 * Why voice input did not start: no way to listen in this browser; the microphone, or the
 * browser's speech service, refused for this site; no microphone to record; no network for the
 * speech service; anything else.
 */
export type VoiceFailure = 'unsupported' | 'not-allowed' | 'service-not-allowed' | 'audio-capture' | 'network' | 'failed';

/** A recognizer's error code (SpeechRecognitionErrorEvent.error) as a failure; silence and our own stop are none. */
export function recognitionFailure(code: string): VoiceFailure | null {
  switch (code) {
    case 'no-speech':
    case 'aborted':
      return null;
    case 'not-allowed':
    case 'service-not-allowed':
    case 'audio-capture':
    case 'network':
      return code;
    default:
      return 'failed';
  }
}

/** A start that threw, or a refused getUserMedia, by the DOMException's name. */
export function microphoneFailure(error: unknown): VoiceFailure {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'not-allowed';
  if (name === 'NotFoundError' || name === 'NotReadableError' || name === 'OverconstrainedError') return 'audio-capture';
  return 'failed';
}

/** Failures that last as long as the page: asking again only gets the same answer. */
export function isLastingFailure(failure: VoiceFailure): boolean {
  return failure === 'unsupported' || failure === 'not-allowed' || failure === 'service-not-allowed';
}
