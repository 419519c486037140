import { useCallback, useEffect, useRef, useState } from 'react';
import { microphoneFailure, recognitionFailure, type VoiceFailure } from './voice-failure.ts';

/** The part of the Web Speech API used here (TypeScript's DOM types name its events, not the recognizer). */
export type SpeechRecognizer = {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: SpeechRecognitionEvent) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
};

type RecognizerClass = new () => SpeechRecognizer;

/** The browser's recognizer: the standard name, else Chrome's and Safari's prefixed one; null when there is none. */
export function speechRecognitionClass(win: Window = window): RecognizerClass | null {
  const w = win as Window & { SpeechRecognition?: RecognizerClass; webkitSpeechRecognition?: RecognizerClass };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** What was there before listening, then what is being said. */
export function joinTranscript(base: string, spoken: string): string {
  const said = spoken.replace(/\s+/g, ' ').trim();
  if (!said) return base;
  return base.trim() ? `${base.trimEnd()} ${said}` : said;
}

/** Everything heard in this session so far: final results, then the interim ones still being corrected. */
export function transcriptOf(results: SpeechRecognitionResultList): string {
  let text = '';
  for (let i = 0; i < results.length; i += 1) text += `${results[i]?.[0]?.transcript ?? ''} `;
  return text;
}

type Options = {
  /** doc 2 §9: en-US. */
  lang?: string;
  /** The whole text as it should read now (the text before listening plus what was heard, interim included). */
  onText: (text: string) => void;
  onError: (failure: VoiceFailure) => void;
};

/**
 * Voice input (doc 2 §4): continuous, interim results as they come, on until stopped. The
 * recognizer is the window's `SpeechRecognition` (or `webkitSpeechRecognition`), so tests stub it.
 */
export function useSpeechRecognition({ lang = 'en-US', onText, onError }: Options) {
  const [listening, setListening] = useState(false);
  const recognizer = useRef<SpeechRecognizer | null>(null);
  const callbacks = useRef({ onText, onError });
  useEffect(() => {
    callbacks.current = { onText, onError };
  }, [onText, onError]);

  useEffect(
    () => () => {
      const current = recognizer.current;
      recognizer.current = null;
      current?.abort();
    },
    [],
  );

  // Let go first: a browser may still deliver a last result after stop(), which must not refill a box just sent.
  const stop = useCallback(() => {
    const current = recognizer.current;
    recognizer.current = null;
    setListening(false);
    current?.stop();
  }, []);

  /** Starts listening; what is heard is added after `base` (the text already typed). */
  const start = useCallback(
    (base: string) => {
      const Recognizer = speechRecognitionClass();
      if (!Recognizer) return callbacks.current.onError('unsupported');
      if (recognizer.current) return;
      let r: SpeechRecognizer;
      try {
        r = new Recognizer();
        r.continuous = true;
        r.interimResults = true;
        r.lang = lang;
        r.onresult = (event) => {
          if (recognizer.current === r) callbacks.current.onText(joinTranscript(base, transcriptOf(event.results)));
        };
        r.onerror = (event) => {
          // Silence and our own stop are not failures; a refused microphone is, and says which.
          const failure = recognitionFailure(event.error);
          if (failure) callbacks.current.onError(failure);
        };
        r.onend = () => {
          if (recognizer.current !== r) return;
          recognizer.current = null;
          setListening(false);
        };
        recognizer.current = r;
        r.start();
        setListening(true);
      } catch (error) {
        recognizer.current = null;
        setListening(false);
        callbacks.current.onError(microphoneFailure(error));
      }
    },
    [lang],
  );

  const toggle = useCallback((base: string) => (recognizer.current ? stop() : start(base)), [start, stop]);

  return { listening, start, stop, toggle };
}
