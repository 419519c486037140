import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for an OpenAI-compatible server (llama.cpp, Ollama …) on 127.0.0.1, the edge of the
 * world: it keeps each POST /v1/chat/completions body in `received` and lets the test answer it.
 */
export async function startLlmStandIn<Body>(answer: (res: ServerResponse, body: Body) => void) {
  const received: Body[] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
      const body = JSON.parse(text) as Body;
      received.push(body);
      answer(res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    received,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** How a non-streaming completion is answered: a status, the message's content, a delay, or raw bytes. */
export type CompletionBehaviour = { status?: number; content?: string; delayMs?: number; raw?: string };

/** Answers one chat completion (not streamed) as `behaviour` says. */
export function answerCompletion(res: ServerResponse, behaviour: CompletionBehaviour) {
  const send = () => {
    if (res.destroyed) return;
    if (behaviour.raw !== undefined) return void res.writeHead(behaviour.status ?? 200, { 'content-type': 'application/json' }).end(behaviour.raw);
    if ((behaviour.status ?? 200) !== 200) {
      return void res.writeHead(behaviour.status!, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'model crashed', type: 'server_error' } }));
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: 'local',
        choices: [{ index: 0, message: { role: 'assistant', content: behaviour.content ?? '' }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  };
  if (behaviour.delayMs) setTimeout(send, behaviour.delayMs);
  else send();
}
