import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeRecognizer } from '@/test/fake-speech-recognizer.ts';
import { joinTranscript, useSpeechRecognition } from './use-speech-recognition.ts';

const last = () => FakeRecognizer.instances.at(-1)!;

function setup() {
  const onText = vi.fn<(text: string) => void>();
  const onError = vi.fn();
  const hook = renderHook(() => useSpeechRecognition({ lang: 'en-US', onText, onError }));
  return { onText, onError, hook };
}

beforeEach(() => {
  FakeRecognizer.instances = [];
  FakeRecognizer.failOnStart = false;
  vi.stubGlobal('SpeechRecognition', FakeRecognizer);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useSpeechRecognition', () => {
  it('listens continuously in en-US with interim results, shown live after what was typed', () => {
    const { onText, hook } = setup();
    act(() => hook.result.current.start('Cheap'));
    expect(hook.result.current.listening).toBe(true);
    expect(last()).toMatchObject({ continuous: true, interimResults: true, lang: 'en-US', started: true });

    act(() => last().say(['phones', false]));
    expect(onText).toHaveBeenLastCalledWith('Cheap phones');
    act(() => last().say(['phones ', true], ['in Manzini', false]));
    expect(onText).toHaveBeenLastCalledWith('Cheap phones in Manzini');
  });

  it('turns off when stopped, and toggles on and off', () => {
    const { hook } = setup();
    act(() => hook.result.current.toggle(''));
    expect(hook.result.current.listening).toBe(true);
    act(() => hook.result.current.toggle(''));
    expect(hook.result.current.listening).toBe(false);
    expect(last().started).toBe(false);
  });

  it('uses the prefixed recognizer when that is all there is', () => {
    vi.stubGlobal('SpeechRecognition', undefined);
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognizer);
    const { hook } = setup();
    act(() => hook.result.current.start(''));
    expect(hook.result.current.listening).toBe(true);
  });

  it('says when the browser has no recognizer, or it will not start', () => {
    vi.stubGlobal('SpeechRecognition', undefined);
    const { onError, hook } = setup();
    act(() => hook.result.current.start(''));
    expect(onError).toHaveBeenCalledWith('unsupported');
    expect(hook.result.current.listening).toBe(false);

    vi.stubGlobal('SpeechRecognition', FakeRecognizer);
    FakeRecognizer.failOnStart = true;
    act(() => hook.result.current.start(''));
    expect(onError).toHaveBeenLastCalledWith('failed');
    expect(hook.result.current.listening).toBe(false);
  });

  it('reports a refused microphone, and which refusal, not silence', () => {
    const { onError, hook } = setup();
    act(() => hook.result.current.start(''));
    act(() => last().onerror?.({ error: 'no-speech' }));
    act(() => last().onerror?.({ error: 'aborted' }));
    expect(onError).not.toHaveBeenCalled();
    for (const code of ['not-allowed', 'service-not-allowed', 'audio-capture', 'network'] as const) {
      act(() => last().onerror?.({ error: code }));
      expect(onError).toHaveBeenLastCalledWith(code);
    }
    act(() => last().onerror?.({ error: 'language-not-supported' }));
    expect(onError).toHaveBeenLastCalledWith('failed');
  });

  it('stops listening when the screen goes', () => {
    const { hook } = setup();
    act(() => hook.result.current.start(''));
    const recognizer = last();
    hook.unmount();
    expect(recognizer.started).toBe(false);
  });
});

describe('joinTranscript', () => {
  it('adds what was said after the typed text, one space apart', () => {
    expect(joinTranscript('', '  red  dress ')).toBe('red dress');
    expect(joinTranscript('I want ', 'a sofa')).toBe('I want a sofa');
    expect(joinTranscript('kept', '')).toBe('kept');
  });
});
