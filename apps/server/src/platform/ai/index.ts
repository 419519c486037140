// platform/ai: the offline image models (in a worker thread) and an optional OpenAI-compatible LLM (and its transcription).
export { AiWorkerError, UNSAFE_CLASSES, type Ai, type DetectedItem, type DetectedObject, type ImageAnalysis, type UnsafeClass, type UnsafeScores } from './ai.ts';
export { COCO_LABELS, type CocoLabel } from './coco.ts';
export { OID_LABELS, type OidLabel } from './oid.ts';
export { createWorkerAi, type WorkerAi, type WorkerAiOptions } from './worker-ai.ts';
export { createTextCompleter, type ChatMessage, type CompleteOptions, type TextCompleter, type TextCompleterConfig } from './text-completer.ts';
export { createVisionCompleter, type VisionCompleter, type VisionCompleterConfig } from './vision-completer.ts';
export { createTranscriber, type Transcriber, type TranscriberConfig } from './transcriber.ts';
export { openAi } from './open-ai.ts';
export { SKETCH_BITS, vectorSketch } from './vector-sketch.ts';
