import type { SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const REF = /"#\/components\/schemas\/([^"]+)"/g;

/** The parts of an OpenAPI 3 document this reads (jsonSchemaTransformObject only writes OpenAPI 3). */
type OpenApi3 = { paths?: unknown; components?: { schemas?: Record<string, unknown> } };

/**
 * The entities contracts name (`.meta({id})`: Product, Shop, User …) as shared components of the
 * API document. zod also writes a request-side twin of each (`ShopInput` …) that no request
 * uses; components nothing refers to are left out.
 */
export const replyComponents: SwaggerTransformObject = (documentObject) => {
  const transformed = jsonSchemaTransformObject(documentObject);
  const document = transformed as OpenApi3;
  const schemas = document.components?.schemas;
  if (!schemas) return transformed;
  const used = new Set<string>();
  const pending = refsIn(document.paths);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (used.has(name)) continue;
    used.add(name);
    pending.push(...refsIn(schemas[name]));
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...transformed, components: { ...document.components, schemas: kept } } as typeof transformed;
};

function refsIn(value: unknown): string[] {
  return [...JSON.stringify(value ?? null).matchAll(REF)].map((m) => m[1]!);
}
