/**
 * A stand-in for the browser's speech recognizer (`SpeechRecognition`): records how it was set up
 * and whether it is listening, and lets a test speak. Reset `instances` and `failOnStart` per test.
 */
export class FakeRecognizer {
  static instances: FakeRecognizer[] = [];
  static failOnStart = false;
  continuous = false;
  interimResults = false;
  lang = '';
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  started = false;
  constructor() {
    FakeRecognizer.instances.push(this);
  }
  static last(): FakeRecognizer | undefined {
    return FakeRecognizer.instances.at(-1);
  }
  start() {
    if (FakeRecognizer.failOnStart) throw new Error('not-allowed');
    this.started = true;
  }
  stop() {
    this.started = false;
    this.onend?.();
  }
  abort() {
    this.stop();
  }
  /** Results so far: [text, final?] each, as SpeechRecognitionResultList holds them. */
  say(...results: [string, boolean][]) {
    const list = results.map(([transcript, isFinal]) => Object.assign([{ transcript, confidence: 0.9 }], { isFinal }));
    this.onresult?.({ results: list });
  }
}
