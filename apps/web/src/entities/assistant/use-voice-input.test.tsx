import { ASSISTANT_MESSAGES } from '@sokoni/contracts/assistant-rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeRecognizer } from '@/test/fake-speech-recognizer.ts';

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
  vi.unstubAllGlobals();
  vi.doUnmock('./voice-engine.tsx');
  vi.resetModules();
  FakeRecognizer.instances = [];
});

describe('useVoiceInput', () => {
  it('a tap before the engine is here listens once it is, and a second tap stops', async () => {
    vi.stubGlobal('SpeechRecognition', FakeRecognizer);
    await renderBox();
    const mic = screen.getByRole('button', { name: 'mic' });
    fireEvent.click(mic);
    fireEvent.click(mic); // a double tap while the engine loads is still one start
    expect(await screen.findByRole('button', { name: 'mic', pressed: true })).toBeTruthy();
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
    expect(await screen.findByText(ASSISTANT_MESSAGES.voiceFailed)).toBeTruthy();
    expect(screen.getByText(/needs an internet connection/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'mic', pressed: false })).toBeTruthy();

    offline = false;
    fireEvent.click(screen.getByRole('button', { name: 'mic' }));
    expect(await screen.findByRole('button', { name: 'mic', pressed: true })).toBeTruthy();
  });
});
