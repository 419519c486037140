import { VOICE_LIMITS } from '@sokoni/contracts/assistant-rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useToast } from '@/components/toast/toast-context.ts';
import { audioRecordingSupported, useAudioRecorder } from '@/components/voice/use-audio-recorder.ts';
import { joinTranscript, speechRecognitionClass, useSpeechRecognition } from '@/components/voice/use-speech-recognition.ts';
import type { VoiceFailure } from '@/components/voice/voice-failure.ts';
import { errorMessage } from '@/lib/api/api-error.ts';
import { voiceSupportQueryOptions } from './api/get-voice-support.ts';
import { transcribeRecording } from './api/transcribe-recording.ts';
import { voiceHelp } from './voice-help.ts';
import { assistantWords } from './assistant-words.ts';

/** doc 2 §9: the assistant listens in en-US. */
export const VOICE_LOCALE = 'en-US';

/** How this browser takes voice: its own recognizer, a recording the server may transcribe, or neither. */
function voiceRoute(): 'recognizer' | 'recording' | 'none' {
  if (typeof window === 'undefined') return 'none';
  if (speechRecognitionClass()) return 'recognizer';
  return audioRecordingSupported() ? 'recording' : 'none';
}

/**
 * The voice engine of a query box (doc 2 §4), loaded on the first tap of its microphone (see
 * use-voice-input.ts). With the browser's speech recognizer, the words heard go
 * into the box live. Without one (issue 13), when the server transcribes (GET /ai/voice, asked
 * once), the microphone is recorded until the second tap or for 30 s, the audio goes to
 * POST /ai/transcribe (`transcribing` meanwhile), and its text goes in like a final result.
 * Failures are toasts (doc 2 §8's words, then the reason and what to do). A failure that lasts
 * as long as the page (microphone refused, no speech service, no way to listen) turns the
 * microphone off: `unavailable` says why, and taps do nothing more.
 */
export function useVoiceEngine(onText: (text: string) => void) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [route] = useState(voiceRoute);
  // Asked ahead, so the tap finds the answer; a browser with a recognizer never asks.
  useQuery({ ...voiceSupportQueryOptions(), enabled: route === 'recording' });

  const [unavailable, setUnavailable] = useState<string | null>(null);
  const onError = useCallback(
    (failure: VoiceFailure) => {
      const help = voiceHelp(failure);
      toast.show({ kind: 'error', message: help.title, description: help.description });
      if (help.unavailable) setUnavailable(help.unavailable);
    },
    [toast],
  );
  const speech = useSpeechRecognition({ lang: VOICE_LOCALE, onText, onError });

  // The recording path: the text typed before it, the upload in flight, a start waiting for GET /ai/voice.
  const base = useRef('');
  const upload = useRef<AbortController | null>(null);
  const pendingStart = useRef<object | null>(null);
  const [transcribing, setTranscribing] = useState(false);

  const onRecorded = useCallback(
    async (audio: Blob) => {
      const controller = new AbortController();
      upload.current = controller;
      setTranscribing(true);
      try {
        const text = await transcribeRecording(audio, controller.signal);
        if (upload.current === controller) onText(joinTranscript(base.current, text));
      } catch (error) {
        if (upload.current === controller) toast.error(errorMessage(error, assistantWords.get().transcriptionFailed));
      } finally {
        if (upload.current === controller) {
          upload.current = null;
          setTranscribing(false);
        }
      }
    },
    [onText, toast],
  );
  const {
    recording,
    start: record,
    finish: finishRecording,
    cancel: cancelRecording,
  } = useAudioRecorder({ maxMs: VOICE_LIMITS.maxSeconds * 1000, onRecorded: (audio) => void onRecorded(audio), onError });

  useEffect(
    () => () => {
      pendingStart.current = null;
      upload.current?.abort();
      upload.current = null;
    },
    [],
  );

  const startRecording = useCallback(
    async (text: string) => {
      if (pendingStart.current || upload.current) return;
      const attempt = {};
      pendingStart.current = attempt;
      const options = voiceSupportQueryOptions();
      const support = queryClient.getQueryData(options.queryKey) ?? (await queryClient.fetchQuery(options).catch(() => ({ transcription: false })));
      // Stopped, or the screen left, while the server was asked.
      if (pendingStart.current !== attempt) return;
      pendingStart.current = null;
      if (!support.transcription) return onError('unsupported');
      base.current = text;
      record();
    },
    [queryClient, onError, record],
  );

  /** Starts listening; what is heard is added after `text` (what is already typed). */
  const start = useCallback(
    (text: string) => {
      if (unavailable) return;
      if (route === 'recognizer') return speech.start(text);
      if (route === 'none') return onError('unsupported');
      if (!recording) void startRecording(text);
    },
    [route, speech, recording, startRecording, onError, unavailable],
  );

  /** Stops and drops what was not yet in the box: a box just sent is never refilled. */
  const stop = useCallback(() => {
    speech.stop();
    pendingStart.current = null;
    cancelRecording();
    upload.current?.abort();
    upload.current = null;
    setTranscribing(false);
  }, [speech, cancelRecording]);

  /** The microphone button: a second tap ends a recording and sends it to be transcribed. */
  const toggle = useCallback(
    (text: string) => {
      if (unavailable) return;
      if (route === 'recognizer') return speech.toggle(text);
      if (recording) return finishRecording();
      if (!transcribing) start(text);
    },
    [route, speech, recording, finishRecording, transcribing, start, unavailable],
  );

  return { listening: speech.listening || recording, transcribing, unavailable, start, stop, toggle };
}

/** What a query box's microphone shows. */
export type VoiceState = { listening: boolean; transcribing: boolean; unavailable: string | null };

/** How the box drives the microphone; `text` is what is typed already (what is heard goes after it). */
export type VoiceControls = { start: (text: string) => void; stop: () => void; toggle: (text: string) => void };

export type VoiceEngineProps = {
  onText: (text: string) => void;
  onState: (state: VoiceState) => void;
  /** The engine's controls once mounted; null when it unmounts (a dialog closed). */
  onReady: (controls: VoiceControls | null) => void;
};

/**
 * The engine as a component, so the page that shows a microphone loads it only when it is needed:
 * it reports what it is doing (`onState`) and how to drive it (`onReady`) to `useVoiceInput`.
 */
export function VoiceEngine({ onText, onState, onReady }: VoiceEngineProps) {
  const { listening, transcribing, unavailable, start, stop, toggle } = useVoiceEngine(onText);
  const controls = useMemo(() => ({ start, stop, toggle }), [start, stop, toggle]);
  useEffect(() => onState({ listening, transcribing, unavailable }), [onState, listening, transcribing, unavailable]);
  useEffect(() => () => onState({ listening: false, transcribing: false, unavailable: null }), [onState]);
  useEffect(() => {
    onReady(controls);
    return () => onReady(null);
  }, [onReady, controls]);
  return null;
}
