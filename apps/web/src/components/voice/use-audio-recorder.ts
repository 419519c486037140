import { useCallback, useEffect, useRef, useState } from 'react';
import { microphoneFailure, type VoiceFailure } from './voice-failure.ts';

/** What a MediaRecorder is asked for, best first: opus in webm (Chrome, Firefox), AAC in mp4 (Safari), opus in ogg. */
const RECORDING_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'];

/** Whether this browser can record the microphone at all (MediaRecorder and getUserMedia). */
export function audioRecordingSupported(win: Window = window): boolean {
  const w = win as Window & { MediaRecorder?: typeof MediaRecorder };
  return typeof w.MediaRecorder === 'function' && typeof win.navigator?.mediaDevices?.getUserMedia === 'function';
}

function recordingType(): string | undefined {
  const isTypeSupported = MediaRecorder.isTypeSupported?.bind(MediaRecorder);
  return isTypeSupported ? RECORDING_TYPES.find((type) => isTypeSupported(type)) : undefined;
}

type Take = { stream: MediaStream | null; recorder: MediaRecorder | null; chunks: Blob[]; keep: boolean; timer?: ReturnType<typeof setTimeout> };

type Options = {
  /** The longest recording; it is finished then as if stopped. */
  maxMs: number;
  /** A finished recording (not called when it was cancelled or empty). */
  onRecorded: (audio: Blob) => void;
  /** 'unsupported': no MediaRecorder or getUserMedia; else why the microphone was refused or would not start. */
  onError: (failure: VoiceFailure) => void;
};

/**
 * The microphone recorded with MediaRecorder, for speech to text elsewhere: `start` asks for the
 * microphone and records; `finish` hands the audio over; `cancel` drops it. `recording` is true
 * from the tap on (the permission prompt included) until the take ends.
 */
export function useAudioRecorder({ maxMs, onRecorded, onError }: Options) {
  const [recording, setRecording] = useState(false);
  const take = useRef<Take | null>(null);
  const callbacks = useRef({ onRecorded, onError });
  useEffect(() => {
    callbacks.current = { onRecorded, onError };
  }, [onRecorded, onError]);

  /** Ends the take: the microphone is let go at once; the audio goes on only when `keep`. */
  const end = useCallback((keep: boolean) => {
    const current = take.current;
    if (!current) return;
    take.current = null;
    setRecording(false);
    clearTimeout(current.timer);
    current.keep = keep;
    if (current.recorder && current.recorder.state !== 'inactive') current.recorder.stop();
    else current.stream?.getTracks().forEach((track) => track.stop());
  }, []);

  const finish = useCallback(() => end(true), [end]);
  const cancel = useCallback(() => end(false), [end]);

  useEffect(() => () => end(false), [end]);

  const start = useCallback(() => {
    if (take.current) return;
    if (!audioRecordingSupported()) return callbacks.current.onError('unsupported');
    const current: Take = { stream: null, recorder: null, chunks: [], keep: false };
    take.current = current;
    setRecording(true);
    const fail = (error?: unknown) => {
      current.stream?.getTracks().forEach((track) => track.stop());
      if (take.current !== current) return;
      take.current = null;
      setRecording(false);
      callbacks.current.onError(microphoneFailure(error));
    };
    navigator.mediaDevices.getUserMedia({ audio: true }).then((stream) => {
      current.stream = stream;
      // Stopped (or the screen left) while the browser asked for the microphone.
      if (take.current !== current) return stream.getTracks().forEach((track) => track.stop());
      try {
        const type = recordingType();
        const recorder = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
        current.recorder = recorder;
        recorder.ondataavailable = (event) => {
          if (event.data.size > 0) current.chunks.push(event.data);
        };
        recorder.onstop = () => {
          stream.getTracks().forEach((track) => track.stop());
          const audio = new Blob(current.chunks, { type: recorder.mimeType || current.chunks[0]?.type || type || '' });
          if (current.keep && audio.size > 0) callbacks.current.onRecorded(audio);
        };
        recorder.onerror = () => fail();
        recorder.start();
        current.timer = setTimeout(() => take.current === current && end(true), maxMs);
      } catch (error) {
        fail(error);
      }
    }, fail);
  }, [end, maxMs]);

  return { recording, start, finish, cancel };
}
