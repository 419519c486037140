import { ASSISTANT_MESSAGES, VOICE_LIMITS } from '@sokoni/contracts/assistant-rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/components/toast/toast-provider.tsx';
import { useVoiceEngine } from './voice-engine.tsx';

/** A stand-in for MediaRecorder: it records until stopped, then hands over one chunk of "audio". */
class FakeMediaRecorder {
  static instances: FakeMediaRecorder[] = [];
  static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(
    readonly stream: MediaStream,
    options?: { mimeType?: string },
  ) {
    this.mimeType = options?.mimeType ?? 'audio/webm';
    FakeMediaRecorder.instances.push(this);
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['opus-bytes'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

/** A stand-in for the XMLHttpRequest the app's upload helper sends forms with; a test answers it. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const track = { stop: vi.fn() };
const getUserMedia = vi.fn<(constraints: MediaStreamConstraints) => Promise<MediaStream>>();
let voiceCalls = 0;

/** The browser: no speech recognizer, a microphone, and a server that does (or does not) transcribe. */
function stubBrowser({ transcription }: { transcription: boolean }) {
  vi.stubGlobal('SpeechRecognition', undefined);
  vi.stubGlobal('webkitSpeechRecognition', undefined);
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  getUserMedia.mockResolvedValue({ getTracks: () => [track] } as unknown as MediaStream);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      if (String(input) !== '/api/ai/voice') return new Response('{"success":false,"message":"Resource not found"}', { status: 404 });
      voiceCalls += 1;
      return new Response(JSON.stringify({ success: true, data: { transcription } }));
    }),
  );
}

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
  const onText = vi.fn<(text: string) => void>();
  const hook = renderHook(() => useVoiceEngine(onText), { wrapper });
  return { hook, onText };
}

const lastRecorder = () => FakeMediaRecorder.instances.at(-1)!;
const lastUpload = () => FakeXhr.sent.at(-1)!;

beforeEach(() => {
  FakeMediaRecorder.instances = [];
  FakeXhr.sent = [];
  voiceCalls = 0;
  track.stop.mockClear();
  getUserMedia.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('useVoiceEngine without a speech recognizer, when the server transcribes', () => {
  it('records on the first tap, uploads on the second, and puts the words after what was typed', async () => {
    stubBrowser({ transcription: true });
    const { hook, onText } = setup();
    // Asked once, ahead of the tap.
    await waitFor(() => expect(voiceCalls).toBe(1));

    act(() => hook.result.current.toggle('cheap'));
    await waitFor(() => expect(hook.result.current.listening).toBe(true));
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(lastRecorder()).toMatchObject({ state: 'recording', mimeType: 'audio/webm;codecs=opus' });

    act(() => hook.result.current.toggle('cheap'));
    expect(hook.result.current.listening).toBe(false);
    expect(track.stop).toHaveBeenCalled();
    await waitFor(() => expect(hook.result.current.transcribing).toBe(true));
    const upload = lastUpload();
    expect(upload).toMatchObject({ method: 'POST', url: '/api/ai/transcribe' });
    const audio = upload.body!.get('audio') as File;
    expect(audio.name).toBe('recording.webm');
    expect(audio.type).toBe('audio/webm;codecs=opus');
    expect(await audio.text()).toBe('opus-bytes');

    act(() => upload.respond(200, { success: true, data: { text: 'red sofa under E3000' } }));
    await waitFor(() => expect(onText).toHaveBeenCalledWith('cheap red sofa under E3000'));
    expect(hook.result.current.transcribing).toBe(false);
    expect(voiceCalls).toBe(1);
  });

  it(`stops by itself after ${VOICE_LIMITS.maxSeconds} s and sends what it has`, async () => {
    stubBrowser({ transcription: true });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { hook } = setup();
    await vi.waitFor(() => expect(voiceCalls).toBe(1));
    act(() => hook.result.current.toggle(''));
    await vi.waitFor(() => expect(hook.result.current.listening).toBe(true));

    await act(() => vi.advanceTimersByTimeAsync(VOICE_LIMITS.maxSeconds * 1000 - 10));
    expect(hook.result.current.listening).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(hook.result.current.listening).toBe(false);
    expect(lastRecorder().state).toBe('inactive');
    await vi.waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
  });

  it('shows the server’s words when it could not transcribe, and leaves the box alone', async () => {
    stubBrowser({ transcription: true });
    const { hook, onText } = setup();
    act(() => hook.result.current.toggle('kept'));
    await waitFor(() => expect(hook.result.current.listening).toBe(true));
    act(() => hook.result.current.toggle('kept'));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => lastUpload().respond(502, { success: false, message: ASSISTANT_MESSAGES.transcriptionFailed }));
    expect(await screen.findByText(ASSISTANT_MESSAGES.transcriptionFailed)).toBeTruthy();
    expect(onText).not.toHaveBeenCalled();
    expect(hook.result.current.transcribing).toBe(false);
  });

  it('says so when the microphone is refused, with what to do, and turns the microphone off', async () => {
    stubBrowser({ transcription: true });
    getUserMedia.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    const { hook } = setup();
    act(() => hook.result.current.toggle(''));
    expect(await screen.findByText(ASSISTANT_MESSAGES.voiceFailed)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain("Allow it in your browser's site settings");
    expect(hook.result.current.listening).toBe(false);
    expect(FakeMediaRecorder.instances).toHaveLength(0);
    expect(hook.result.current.unavailable).toMatch(/microphone is blocked/);

    act(() => hook.result.current.toggle(''));
    await act(async () => {});
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('a missing microphone says so and may be tried again', async () => {
    stubBrowser({ transcription: true });
    getUserMedia.mockRejectedValue(new DOMException('Requested device not found', 'NotFoundError'));
    const { hook } = setup();
    act(() => hook.result.current.toggle(''));
    expect(await screen.findByText(/No microphone was found/)).toBeTruthy();
    expect(hook.result.current.unavailable).toBeNull();
    act(() => hook.result.current.toggle(''));
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(2));
  });

  it('drops a transcript that arrives after the box was sent (stop)', async () => {
    stubBrowser({ transcription: true });
    const { hook, onText } = setup();
    act(() => hook.result.current.toggle(''));
    await waitFor(() => expect(hook.result.current.listening).toBe(true));
    act(() => hook.result.current.toggle(''));
    await waitFor(() => expect(hook.result.current.transcribing).toBe(true));
    act(() => hook.result.current.stop());
    expect(hook.result.current.transcribing).toBe(false);
    act(() => lastUpload().respond(200, { success: true, data: { text: 'too late' } }));
    await act(async () => {});
    expect(onText).not.toHaveBeenCalled();
  });
});

describe('useVoiceEngine when voice cannot work here', () => {
  it('says speech recognition is not supported when the server does not transcribe either, once', async () => {
    stubBrowser({ transcription: false });
    const { hook } = setup();
    act(() => hook.result.current.toggle(''));
    expect(await screen.findByText(ASSISTANT_MESSAGES.speechUnsupported)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Type your question instead.');
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(hook.result.current.listening).toBe(false);
    expect(hook.result.current.unavailable).toBe('Voice input is not available in this browser');
    act(() => hook.result.current.toggle(''));
    await act(async () => {});
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('says so without asking the server when the browser cannot record either', async () => {
    stubBrowser({ transcription: true });
    vi.stubGlobal('MediaRecorder', undefined);
    const { hook } = setup();
    act(() => hook.result.current.toggle(''));
    expect(await screen.findByText(ASSISTANT_MESSAGES.speechUnsupported)).toBeTruthy();
    expect(voiceCalls).toBe(0);
  });

  it('uses the browser’s recognizer when there is one, and never asks the server', async () => {
    stubBrowser({ transcription: true });
    const recognizer = { start: vi.fn(), stop: vi.fn(), abort: vi.fn() };
    vi.stubGlobal(
      'SpeechRecognition',
      vi.fn(function Recognizer() {
        return recognizer;
      }),
    );
    const { hook } = setup();
    act(() => hook.result.current.toggle(''));
    expect(recognizer.start).toHaveBeenCalled();
    expect(hook.result.current.listening).toBe(true);
    await act(async () => {});
    expect(voiceCalls).toBe(0);
    expect(getUserMedia).not.toHaveBeenCalled();
  });
});

describe('useVoiceEngine with a speech recognizer that will not start', () => {
  /** A recognizer that fails the way the browser says (SpeechRecognitionErrorEvent.error), then ends. */
  function stubRecognizer(error: string) {
    const started: unknown[] = [];
    vi.stubGlobal(
      'SpeechRecognition',
      class {
        onerror: ((event: { error: string }) => void) | null = null;
        onend: (() => void) | null = null;
        start() {
          started.push(this);
          queueMicrotask(() => {
            this.onerror?.({ error });
            this.onend?.();
          });
        }
        stop() {}
        abort() {}
      },
    );
    return started;
  }

  it("keeps 'Failed to start voice input' as the title, says why and what to do, and is off after a refusal", async () => {
    const started = stubRecognizer('not-allowed');
    const { hook } = setup();
    act(() => hook.result.current.toggle(''));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain(ASSISTANT_MESSAGES.voiceFailed);
    expect(toast.textContent).toContain("The microphone is blocked for this site. Allow it in your browser's site settings");
    expect(toast.textContent).toContain('type your question instead');
    // The recognizer's end comes after its error: the toast can show a render before listening stops.
    await waitFor(() => expect(hook.result.current.listening).toBe(false));
    expect(hook.result.current.unavailable).toMatch(/^Voice input is off: the microphone is blocked/);

    act(() => hook.result.current.toggle(''));
    await act(async () => {});
    expect(started).toHaveLength(1);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('a blocked speech service is lasting too', async () => {
    stubRecognizer('service-not-allowed');
    const { hook } = setup();
    act(() => hook.result.current.toggle(''));
    expect(await screen.findByText(/speech service is turned off/)).toBeTruthy();
    expect(hook.result.current.unavailable).toMatch(/speech service/);
  });

  it('a network failure says to check the connection, and the microphone stays on offer', async () => {
    const started = stubRecognizer('network');
    const { hook } = setup();
    act(() => hook.result.current.toggle(''));
    expect(await screen.findByText(/Voice input needs an internet connection/)).toBeTruthy();
    expect(hook.result.current.unavailable).toBeNull();
    act(() => hook.result.current.toggle(''));
    expect(started).toHaveLength(2);
  });
});
