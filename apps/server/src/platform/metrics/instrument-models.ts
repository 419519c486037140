import type { Ai, TextCompleter, Transcriber, VisionCompleter, WorkerAi } from '../ai/index.ts';
import type { Metrics } from './metrics.ts';

const AI_CALLS = ['embedImage', 'detectObjects', 'detectItems', 'classifyUnsafe', 'analyzeImage'] as const;

type Models = { ai: WorkerAi | null; llm: TextCompleter | null; transcriber: Transcriber | null; vision: VisionCompleter | null };

/** The image models with each call timed; the worker's memory is read at each scrape. */
function timedAi(ai: WorkerAi, metrics: Metrics): Ai {
  metrics.watch({ aiWorker: ai });
  const timed = { ...ai };
  for (const call of AI_CALLS) {
    const run = ai[call].bind(ai) as (image: Buffer) => Promise<unknown>;
    (timed as Record<string, unknown>)[call] = (image: Buffer) => metrics.timeModelCall('image', call, () => run(image));
  }
  return timed;
}

function timedLlm(llm: TextCompleter, metrics: Metrics): TextCompleter {
  return {
    model: llm.model,
    complete: (messages, opts) => metrics.timeModelCall('llm', 'complete', () => llm.complete(messages, opts)),
    // A stream's time is the reader's as much as the model's: not timed.
    stream: (messages, opts) => llm.stream(messages, opts),
  };
}

function timedVision(vision: VisionCompleter, metrics: Metrics): VisionCompleter {
  return { model: vision.model, describe: (...args) => metrics.timeModelCall('vision', 'describe', () => vision.describe(...args)) };
}

function timedTranscriber(transcriber: Transcriber, metrics: Metrics): Transcriber {
  return { model: transcriber.model, transcribe: (...args) => metrics.timeModelCall('transcriber', 'transcribe', () => transcriber.transcribe(...args)) };
}

/** What `openAi` opened, each model call timed when the app measures itself (the worker process does not). */
export function instrumentModels(models: Models, metrics: Metrics | undefined): Omit<Models, 'ai'> & { ai: Ai | null } {
  if (!metrics) return models;
  return {
    ai: models.ai && timedAi(models.ai, metrics),
    llm: models.llm && timedLlm(models.llm, metrics),
    transcriber: models.transcriber && timedTranscriber(models.transcriber, metrics),
    vision: models.vision && timedVision(models.vision, metrics),
  };
}
