import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiReplies, type ApiMethod } from '@sokoni/contracts/api-replies';
import { productDetailReplySchema, productDetailSchema, productPageSchema } from '@sokoni/contracts/catalog-replies';
import { commentListSchema, createCommentBody, oneCommentSchema, productCommentsQuery } from '@sokoni/contracts/comments';
import { envelope, noDataSchema } from '@sokoni/contracts/envelope';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { bindRepliesToContract } from './reply-contract.ts';
import { createdReplies, replies } from './reply-schemas.ts';

const handler = async () => ({ success: true as const, data: null });

/** A bare Fastify with the contract hook, and the given routes under /api. */
async function appWith(routes: (api: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  bindRepliesToContract(app);
  await app.register(async (api) => routes(api), { prefix: '/api' });
  return app;
}

describe('the reply contract, at startup', () => {
  it("accepts routes that declare the map's very schemas (and their HEAD twins)", async () => {
    const app = await appWith((api) => {
      api.get('/products/:id', { schema: { response: replies(productDetailReplySchema) } }, handler);
      api.post('/products/:id/comments', { schema: { body: createCommentBody, response: createdReplies(oneCommentSchema) } }, handler);
    });
    await app.ready();
    expect(app.hasRoute({ method: 'HEAD', url: '/api/products/:id' })).toBe(true);
    await app.close();
  });

  it('refuses a route whose reply differs from the map, naming the route', async () => {
    const app = appWith((api) => api.get('/products/:id', { schema: { response: replies(productPageSchema) } }, handler));
    await expect(app).rejects.toThrow("Reply contract: GET /api/products/:id does not declare replies(apiReplies['GET /products/:id']) as its 200 reply");
  });

  it('refuses a copy that looks the same: the route and the map share one object', async () => {
    const app = appWith((api) => api.get('/products/:id', { schema: { response: replies(z.object({ product: productDetailSchema })) } }, handler));
    await expect(app).rejects.toThrow('GET /api/products/:id');
  });

  it('refuses 200 where the map says 201', async () => {
    const app = appWith((api) => api.post('/products/:id/comments', { schema: { response: replies(oneCommentSchema) } }, handler));
    await expect(app).rejects.toThrow("createdReplies(apiReplies['POST /products/:id/comments']) as its 201 reply");
  });

  it("refuses a body or query that is not the request map's very schema (apiRequests)", async () => {
    const copy = z.object({ comment: z.string().optional() });
    await expect(appWith((api) => api.post('/products/:id/comments', { schema: { body: copy, response: createdReplies(oneCommentSchema) } }, handler))).rejects.toThrow(
      "Request contract: POST /api/products/:id/comments does not declare apiRequests['POST /products/:id/comments'].body as its body",
    );
    await expect(appWith((api) => api.get('/products/:id/comments', { schema: { response: replies(commentListSchema) } }, handler))).rejects.toThrow(
      "apiRequests['GET /products/:id/comments'].query as its querystring",
    );
    await expect(appWith((api) => api.get('/products/:id', { schema: { querystring: productCommentsQuery, response: replies(productDetailReplySchema) } }, handler))).rejects.toThrow(
      "Request contract: GET /api/products/:id declares a query schema that apiRequests (packages/contracts/src/api-requests.ts) lacks",
    );
    const app = await appWith((api) => api.get('/products/:id/comments', { schema: { querystring: productCommentsQuery, response: replies(commentListSchema) } }, handler));
    await app.close();
  });

  it('refuses a route missing from the map, and one without a reply schema', async () => {
    await expect(appWith((api) => api.get('/not-in-the-map', { schema: { response: replies(z.null()) } }, handler))).rejects.toThrow(
      "Reply contract: GET /api/not-in-the-map is missing from apiReplies (packages/contracts/src/api-replies.ts); add 'GET /not-in-the-map'",
    );
    await expect(appWith((api) => api.get('/users/me', handler))).rejects.toThrow('GET /api/users/me does not declare');
  });

  // Under /api the same route (no reply schema, not in the map) stops the app: see the test above.
  it('leaves routes outside /api alone: one with no reply schema starts and answers as its handler says', async () => {
    const app = Fastify({ logger: false });
    bindRepliesToContract(app);
    app.get('/media/x', handler);
    await expect(app.ready()).resolves.toBe(app);
    const res = await app.inject({ method: 'GET', url: '/media/x' });
    expect(res.statusCode).toBe(200);
    expect(envelope(noDataSchema).safeParse(res.json()).error).toBeUndefined();
    expect(res.json()).toEqual({ success: true, data: null });
    await app.close();
  });
});

describe('the reply map', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('names only routes the app registers', () => {
    const keys = Object.keys(apiReplies);
    expect(keys.length).toBeGreaterThan(100);
    const unregistered = keys.filter((key) => {
      const [method, path] = key.split(' ') as [ApiMethod, string];
      return !t.app.hasRoute({ method, url: `/api${path}` });
    });
    expect(unregistered).toEqual([]);
  });

  // hasRoute ignores the names of `:params`; the API document keeps them (and spells a wildcard `{*}`).
  it("spells each path's parameters as the app does", async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => method !== 'head')
        .map((method) => `${method.toUpperCase()} ${path.slice('/api'.length).replace(/\{(\w+)\}/g, ':$1').replace(/\{\*\}$/, '*')}`),
    );
    expect(Object.keys(apiReplies).sort()).toEqual(documented.sort());
  });
});
