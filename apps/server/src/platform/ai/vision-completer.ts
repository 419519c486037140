import { openAiClient, type OpenAiEndpoint } from './openai-client.ts';

/** A vision model behind an OpenAI-compatible chat API: pictures in (`image_url` content parts), text out. */
export interface VisionCompleter {
  readonly model: string;
  /** The reply's text to `prompt` about the JPEG `images`; rejects on any error, the deadline or an empty reply. Never retried. */
  describe(system: string, prompt: string, images: Buffer[], opts?: { timeoutMs?: number; maxTokens?: number }): Promise<string>;
}

export type VisionCompleterConfig = OpenAiEndpoint;

export function createVisionCompleter(config: VisionCompleterConfig): VisionCompleter {
  const client = openAiClient(config);
  return {
    model: config.model,
    async describe(system, prompt, images, opts = {}) {
      const timeoutMs = opts.timeoutMs ?? config.timeoutMs;
      // data: URLs, so a local server needs no access to our storage.
      const pictures = images.map((jpeg) => ({ type: 'image_url' as const, image_url: { url: `data:image/jpeg;base64,${jpeg.toString('base64')}` } }));
      const reply = await client.chat.completions.create(
        {
          model: config.model,
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: [{ type: 'text', text: prompt }, ...pictures] },
          ],
          max_tokens: opts.maxTokens ?? 200,
          temperature: 0,
          stream: false,
        },
        { timeout: timeoutMs, signal: AbortSignal.timeout(timeoutMs), maxRetries: 0 },
      );
      const text = reply.choices[0]?.message?.content?.trim();
      if (!text) throw new Error('the vision model sent an empty reply');
      return text;
    },
  };
}
