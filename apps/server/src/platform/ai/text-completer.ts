import { openAiClient, type OpenAiEndpoint } from './openai-client.ts';

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type CompleteOptions = {
  /** The whole call, connection included; past it the call is aborted and rejects. */
  timeoutMs?: number;
  maxTokens?: number;
  temperature?: number;
};

/** An LLM behind an OpenAI-compatible chat API (llama.cpp's server, Ollama, vLLM, a hosted one …). */
export interface TextCompleter {
  readonly model: string;
  /** The reply's text; rejects on any error, a timeout or an empty reply. Never retried. */
  complete(messages: ChatMessage[], opts?: CompleteOptions): Promise<string>;
  /** The reply's text as it is written, piece by piece; `signal` stops it. Throws on any error. */
  stream(messages: ChatMessage[], opts?: CompleteOptions & { signal?: AbortSignal }): AsyncIterable<string>;
}

export type TextCompleterConfig = OpenAiEndpoint;

export function createTextCompleter(config: TextCompleterConfig): TextCompleter {
  const client = openAiClient(config);
  return {
    model: config.model,
    async complete(messages, opts = {}) {
      const timeoutMs = opts.timeoutMs ?? config.timeoutMs;
      const reply = await client.chat.completions.create(
        { model: config.model, messages, max_tokens: opts.maxTokens ?? 400, temperature: opts.temperature ?? 0.2, stream: false },
        { timeout: timeoutMs, signal: AbortSignal.timeout(timeoutMs), maxRetries: 0 },
      );
      const text = reply.choices[0]?.message?.content?.trim();
      if (!text) throw new Error('the LLM sent an empty reply');
      return text;
    },
    async *stream(messages, opts = {}) {
      const timeoutMs = opts.timeoutMs ?? config.timeoutMs;
      const signal = opts.signal ? AbortSignal.any([opts.signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
      const chunks = await client.chat.completions.create(
        { model: config.model, messages, max_tokens: opts.maxTokens ?? 400, temperature: opts.temperature ?? 0.2, stream: true },
        { timeout: timeoutMs, signal, maxRetries: 0 },
      );
      for await (const chunk of chunks) {
        const piece = chunk.choices[0]?.delta?.content;
        if (piece) yield piece;
      }
    },
  };
}
