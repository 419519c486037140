import type { Config } from '../../config.ts';
import { createTextCompleter, type TextCompleter } from './text-completer.ts';
import { createTranscriber, type Transcriber } from './transcriber.ts';
import { createVisionCompleter, type VisionCompleter } from './vision-completer.ts';
import { createWorkerAi, type WorkerAi } from './worker-ai.ts';

/**
 * The AI the configuration asks for: the image models unless `AI_ENABLED=false` (in a child process
 * started by the first call and ended after `AI_IDLE_SECONDS` idle), an LLM only when `LLM_BASE_URL` and `LLM_MODEL` are set, and speech to
 * text only when `LLM_BASE_URL` and `LLM_TRANSCRIBE_MODEL` are, a vision model
 * only when `LLM_BASE_URL` and `LLM_VISION_MODEL` are.
 */
export function openAi(
  config: Pick<Config, 'ai'>,
  log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void },
): { ai: WorkerAi | null; llm: TextCompleter | null; transcriber: Transcriber | null; vision: VisionCompleter | null } {
  return {
    ai: config.ai.enabled ? createWorkerAi({ log, idleExitMs: config.ai.idleExitMs, maxRssMb: config.ai.maxRssMb }) : null,
    llm: config.ai.llm ? createTextCompleter(config.ai.llm) : null,
    transcriber: config.ai.transcription ? createTranscriber(config.ai.transcription) : null,
    vision: config.ai.vision ? createVisionCompleter(config.ai.vision) : null,
  };
}
