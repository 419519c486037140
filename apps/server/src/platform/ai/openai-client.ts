import OpenAI from 'openai';

/** Where an OpenAI-compatible server is and how long a call may take (the LLM and its speech to text share it). */
export type OpenAiEndpoint = { baseUrl: string; apiKey?: string; model: string; timeoutMs: number };

/** The `openai` client for an endpoint: never retried (callers fall back instead), with the endpoint's deadline. */
export function openAiClient(config: OpenAiEndpoint): OpenAI {
  // Local servers take any key; the client insists on one.
  return new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey || 'unused', maxRetries: 0, timeout: config.timeoutMs });
}
