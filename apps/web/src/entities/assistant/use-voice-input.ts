import { createElement, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useToast } from '@/components/toast/toast-context.ts';
import { dataIsDear } from '@/lib/preferences/data-saver.ts';
import { whenIdle } from '@/lib/when-idle.ts';
import { assistantWords } from './assistant-words.ts';
import type { VoiceControls, VoiceEngineProps, VoiceState } from './voice-engine.tsx';

const loadEngine = () => import('./voice-engine.tsx').then((module) => module.VoiceEngine);

const IDLE: VoiceState = { listening: false, transcribing: false, unavailable: null };

/** The engine once mounted, and the tap made before it was, run when it is. */
class EngineLink {
  private controls: VoiceControls | null = null;
  private waiting: ((engine: VoiceControls) => void) | null = null;
  private loading = false;

  readonly onReady = (engine: VoiceControls | null) => {
    this.controls = engine;
    if (!engine) return;
    const command = this.waiting;
    this.waiting = null;
    command?.(engine);
  };

  /** Runs `command` on the engine, fetching it first (`load`) if it has never been. */
  run(command: (engine: VoiceControls) => void, load: () => Promise<void>) {
    if (this.controls) return command(this.controls);
    this.waiting = command;
    if (this.loading) return;
    this.loading = true;
    load().catch(() => {
      this.loading = false;
      this.waiting = null;
    });
  }

  stop() {
    this.waiting = null;
    this.controls?.stop();
  }
}

/**
 * Voice input for a query box (doc 2 §4; the engine is voice-engine.tsx). The recognizer, the
 * recorder and the upload are not part of the page's first load (issue 29's budget): they are
 * fetched once the page is idle (not where data is dear), or on the first tap, and that tap runs as soon as they are
 * mounted (the caller renders `engine`). A fetch that fails says so, and the next tap tries again.
 */
export function useVoiceInput(onText: (text: string) => void): VoiceState & VoiceControls & { engine: ReactNode } {
  const toast = useToast();
  const [Engine, setEngine] = useState<ComponentType<VoiceEngineProps> | null>(null);
  const [state, setState] = useState(IDLE);
  const [link] = useState(() => new EngineLink());

  // After the page has painted and gone quiet, so a first tap usually finds the engine here;
  // where data is dear, only for a viewer who taps.
  useEffect(() => (dataIsDear() ? undefined : whenIdle(() => void loadEngine().catch(() => undefined), { timeoutMs: 5000, fallbackMs: 2000 })), []);

  const whenReady = useCallback(
    (command: (engine: VoiceControls) => void) =>
      link.run(command, () =>
        loadEngine().then(
          (component) => setEngine(() => component),
          (error: unknown) => {
            const t = assistantWords.get();
            toast.show({ kind: 'error', message: t.voiceFailed, description: t.helpNetwork });
            throw error;
          },
        ),
      ),
    [link, toast],
  );

  const start = useCallback((text: string) => whenReady((engine) => engine.start(text)), [whenReady]);
  const toggle = useCallback((text: string) => whenReady((engine) => engine.toggle(text)), [whenReady]);
  const stop = useCallback(() => link.stop(), [link]);

  const engine = Engine ? createElement(Engine, { onText, onState: setState, onReady: link.onReady }) : null;
  return { ...state, start, stop, toggle, engine };
}
