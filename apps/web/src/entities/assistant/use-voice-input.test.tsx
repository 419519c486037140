import { ASSISTANT_MESSAGES } from '@sokoni/contracts/assistant-rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeRecognizer } from '@/test/fake-speech-recognizer.ts';

/** The engine's first import is transformed on the spot: over a second on a busy machine. */
const ENGINE_FETCH = { timeout: 10_000 };

/** A query box with its microphone, as the views use `useVoiceInput`. */
async function renderBox() {
  // Fresh modules each test (one mocks the engine's fetch), the toast's context with them.
  const { useVoiceInput } = await import('./use-voice-input.ts');
  const { ToastProvider } = await import('@/components/toast/toast-provider.tsx');
  function Box() {
    const [text, setText] = useState('');
    const voice = useVoiceInput(setText);
    return (
      <>
        <input aria-label="Query" value={text} onChange={(event) => setText(event.target.value)} />
        <button type="button" aria-pressed={voice.listening} onClick={() => voice.toggle(text)}>
          mic
        </button>
        {voice.engine}
      </>
    );
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <Box />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.doUnmock('./voice-engine.tsx');
  vi.resetModules();
  FakeRecognizer.instances = [];
});

describe('useVoiceInput', { timeout: 20_000 }, () => {
  it('a tap before the engine is here listens once it is, and a second tap stops', async () => {
    vi.stubGlobal('SpeechRecognition', FakeRecognizer);
    await renderBox();
    const mic = screen.getByRole('button', { name: 'mic' });
    fireEvent.click(mic);
    fireEvent.click(mic); // a double tap while the engine loads is still one start
    expect(await screen.findByRole('button', { name: 'mic', pressed: true }, ENGINE_FETCH)).toBeTruthy();
    expect(FakeRecognizer.instances.filter((r) => r.started)).toHaveLength(1);
    fireEvent.click(mic);
    expect(screen.getByRole('button', { name: 'mic', pressed: false })).toBeTruthy();
  });

  it('an engine that cannot be fetched says so and what to do; the next tap tries again', async () => {
    vi.stubGlobal('SpeechRecognition', FakeRecognizer);
    let offline = true;
    vi.doMock('./voice-engine.tsx', async (original) => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
      return original();
    });
    await renderBox();
    fireEvent.click(screen.getByRole('button', { name: 'mic' }));
    expect(await screen.findByText(ASSISTANT_MESSAGES.voiceFailed, undefined, ENGINE_FETCH)).toBeTruthy();
    expect(screen.getByText(/needs an internet connection/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'mic', pressed: false })).toBeTruthy();

    offline = false;
    fireEvent.click(screen.getByRole('button', { name: 'mic' }));
    expect(await screen.findByRole('button', { name: 'mic', pressed: true }, ENGINE_FETCH)).toBeTruthy();
  });

  it.each([
    ['fetches the engine once the page is idle', null, 1],
    ['where data is dear (the data saver), waits for a tap', '1', 0],
  ])('%s', async (_, dataSaver, fetchedWhenIdle) => {
    vi.stubGlobal('SpeechRecognition', FakeRecognizer);
    if (dataSaver) localStorage.setItem('sokoni.dataSaver', dataSaver);
    let fetched = 0;
    vi.doMock('./voice-engine.tsx', async (original) => {
      fetched += 1;
      return original();
    });
    vi.useFakeTimers();
    await renderBox();
    await vi.advanceTimersByTimeAsync(6000);
    vi.useRealTimers();
    expect(fetched).toBe(fetchedWhenIdle);

    fireEvent.click(screen.getByRole('button', { name: 'mic' }));
    expect(await screen.findByRole('button', { name: 'mic', pressed: true }, ENGINE_FETCH)).toBeTruthy();
    expect(fetched).toBe(1);
  });
});
