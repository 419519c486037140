// Builds the fuzz test's requests from the OpenAPI document: for every string field and bad
// value, one request that is otherwise valid (required fields filled, optional ones left out,
// so one field's problem is not hidden behind another's).

type Schema = {
  required?: string[];
  $ref?: string;
  type?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  default?: unknown;
  items?: Schema;
  properties?: Record<string, Schema>;
};
type Parameter = { in: string; name: string; required?: boolean; schema?: Schema };
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema?: Schema }> } };
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

/** Real rows the requests point at, so routes get past "not found" to the code that stores. */
export type Fixtures = { productId: string; shopId: string; commentId: string; userId: string; shareId: string; mediaKey: string; phone: () => string };

export type FuzzRequest = {
  method: string;
  /** The operation as the document names it, and the field spoiled: for the failure message. */
  operation: string;
  field: string;
  variant: string;
  url: string;
  body?: string;
};

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\uD800b';
const LONG = 'x'.repeat(100_000);

/** What goes into a JSON string field. */
const bodyValues: [string, unknown][] = [
  ['a null byte', NUL],
  ['a lone surrogate', LONE_SURROGATE],
  ['a 100,000-character string', LONG],
  ['a number', 12345],
  ['an object', { a: 1 }],
  ['an array', ['a']],
];
/** What goes into a path or query value, already percent-encoded. `null` repeats a query parameter (an array). */
const urlValues: [string, string | null][] = [
  ['a null byte', 'a%00b'],
  // A URL carries UTF-8: the closest to a lone surrogate is its WTF-8 bytes.
  ['a lone surrogate', 'a%ED%A0%80b'],
  ['a 100,000-character string', LONG],
  ['an array', null],
];

export function fuzzRequests(doc: OpenApiDocument, fixtures: Fixtures): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  const resolve = (schema: Schema | undefined): Schema => {
    let s = schema ?? {};
    while (s.$ref) s = doc.components?.schemas?.[s.$ref.split('/').pop()!] ?? {};
    return s;
  };
  for (const [template, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const operation = `${method.toUpperCase()} ${template}`;
      const params = op.parameters ?? [];
      const pathValues = Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, pathParamValue(template, p.name, fixtures)]));
      const sampleOf = (schema: Schema | undefined, name: string) => sample(resolve(schema), name, fixtures, resolve);
      const requiredQuery = params.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, String(sampleOf(p.schema, p.name))]);
      const bodySchema = op.requestBody?.content['application/json']?.schema;
      const validBody = bodySchema ? sampleOf(bodySchema, '') : undefined;
      const build = (field: string, variant: string, path: Record<string, string>, query: string[][], body?: unknown) => {
        const search = query.map(([k, v]) => `${k}=${v}`).join('&');
        const url = template.replace(/\{(\w+)\}/g, (_, name: string) => path[name]!) + (search ? `?${search}` : '');
        requests.push({ method: method.toUpperCase(), operation, field, variant, url, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
      };
      const encodedQuery = requiredQuery.map(([k, v]) => [k!, encodeURIComponent(v!)]);

      for (const p of params) {
        if (resolve(p.schema).type !== 'string' && p.in !== 'path') continue;
        for (const [variant, value] of urlValues) {
          if (p.in === 'path' && value !== null) {
            build(`path ${p.name}`, variant, { ...pathValues, [p.name]: value }, encodedQuery, validBody);
          } else if (p.in === 'query') {
            const others = encodedQuery.filter(([k]) => k !== p.name);
            const spoiled = value === null ? [[p.name, 'a'], [p.name, 'b']] : [[p.name, value]];
            build(`query ${p.name}`, variant, pathValues, [...others, ...spoiled], validBody);
          }
        }
      }
      if (bodySchema) {
        for (const fieldPath of stringFields(resolve(bodySchema), [], resolve)) {
          for (const [variant, value] of bodyValues) {
            build(`body ${fieldPath.join('.')}`, variant, pathValues, encodedQuery, withValue(validBody, resolve(bodySchema), fieldPath, value, sampleOf));
          }
        }
        if (isPlainObject(validBody)) build('body key', 'a null byte in a key', pathValues, encodedQuery, { ...validBody, [NUL]: 'x' });
      }
    }
  }
  return requests;
}

/** Every GET operation that takes `limit`, as a URL for a given limit (path and required query filled from the fixtures). */
export function limitedLists(doc: OpenApiDocument, fixtures: Fixtures): { operation: string; url: (limit: string) => string }[] {
  const resolve = (schema: Schema | undefined): Schema => {
    let s = schema ?? {};
    while (s.$ref) s = doc.components?.schemas?.[s.$ref.split('/').pop()!] ?? {};
    return s;
  };
  return Object.entries(doc.paths).flatMap(([template, operations]) => {
    const params = operations.get?.parameters ?? [];
    if (!params.some((p) => p.in === 'query' && p.name === 'limit')) return [];
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => pathParamValue(template, name, fixtures));
    const required = params.filter((p) => p.in === 'query' && p.required && p.name !== 'limit');
    const query = required.map((p) => `${p.name}=${encodeURIComponent(String(sample(resolve(p.schema), p.name, fixtures, resolve)))}`);
    return [{ operation: `GET ${template}`, url: (limit: string) => `${path}?${[...query, `limit=${limit}`].join('&')}` }];
  });
}

function pathParamValue(template: string, name: string, f: Fixtures): string {
  if (name === 'shopId') return f.shopId;
  if (name === 'userId' || name === 'targetId') return f.userId;
  if (name === 'category') return 'electronics';
  const segments = template.split('/');
  const before = segments[segments.indexOf(`{${name}}`) - 1];
  const byCollection: Record<string, string> = { products: f.productId, shops: f.shopId, comments: f.commentId, users: f.userId, shares: f.shareId };
  return byCollection[before ?? ''] ?? crypto.randomUUID();
}

/** A valid value for the schema; the field's name decides where the schema alone cannot. */
function sample(schema: Schema, name: string, f: Fixtures, resolve: (s: Schema | undefined) => Schema): unknown {
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return sample(resolve(options[options.length - 1]), name, f, resolve);
  if (schema.allOf?.length) return sample(resolve(schema.allOf[0]), name, f, resolve);
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => schema.required?.includes(key))
          .map(([key, s]) => [key, sample(resolve(s), key, f, resolve)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sample(resolve(schema.items), name, f, resolve));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema, name, f);
    default:
      return schema.default ?? 'x';
  }
}

function sampleString(schema: Schema, name: string, f: Fixtures): string {
  if (/phone|identifier/i.test(name)) return f.phone();
  if (/password/i.test(name)) return 'secret-pass-1';
  if (name === 'otp') return '123456';
  if (name === 'countryCode' || name === 'country') return 'SZ';
  if (name === 'username') return 'fuzz_user';
  if (name === 'key') return f.mediaKey;
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'uuid') return /shop/i.test(name) ? f.shopId : /product/i.test(name) ? f.productId : f.userId;
  return 'fuzz text'.padEnd(schema.minLength ?? 0, '.');
}

/** Paths of every string field (arrays by their first item); a field with another type among its options counts too. */
function stringFields(schema: Schema, at: (string | number)[], resolve: (s: Schema | undefined) => Schema): (string | number)[][] {
  const options = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map(resolve);
  const found: (string | number)[][] = [];
  if (options.some((s) => s.type === 'string') && at.length > 0) found.push(at);
  for (const s of options) {
    for (const [key, child] of Object.entries(s.properties ?? {})) found.push(...stringFields(resolve(child), [...at, key], resolve));
    if (s.type === 'array' && s.items) found.push(...stringFields(resolve(s.items), [...at, 0], resolve));
  }
  return found;
}

/** The valid body with one field set to `value`; optional parents left out are filled in first. */
function withValue(
  body: unknown,
  schema: Schema,
  at: (string | number)[],
  value: unknown,
  sampleOf: (schema: Schema | undefined, name: string) => unknown,
): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  let nodeSchema = schema;
  for (const key of at.slice(0, -1)) {
    const options = [nodeSchema, ...(nodeSchema.anyOf ?? [])];
    const child = typeof key === 'number' ? options.find((s) => s.items)?.items : options.find((s) => s.properties?.[key])?.properties?.[key];
    node[key] ??= sampleOf(child, String(key));
    node = node[key] as Record<string | number, unknown>;
    nodeSchema = child ?? {};
  }
  node[at[at.length - 1]!] = value;
  return copy;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
