import type pg from 'pg';
import { ACCESS_TOKEN_TTL_SECONDS } from '../packages/contracts/src/constants.ts';
import { createTokenSigner } from '../apps/server/src/platform/security/tokens.ts';

/** One JSON call to a bench server; anything but 2xx throws with the reply's text. */
export async function api<T = { data: Record<string, unknown> }>(base: string, method: string, route: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${route} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Percentiles of latencies in ms, to a tenth (null when there are none). */
export function summary(values: number[]) {
  const sorted = [...values].sort((x, y) => x - y);
  const pick = (p: number) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]! * 10) / 10 : null);
  return { samples: sorted.length, p50Ms: pick(0.5), p95Ms: pick(0.95), p99Ms: pick(0.99), maxMs: pick(1) };
}

/** Runs `fn` over `items`, `limit` at a time. */
export async function pool<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  let i = 0;
  await Promise.all(Array.from({ length: limit }, async () => {
    while (i < items.length) await fn(items[i++]!);
  }));
}

/**
 * `pairs` sellers with a shop each and `pairs` buyers, written straight to the database, each with
 * a session and an access token minted as sign-in does (signed with the servers' JWT secret).
 */
export async function seedPairs(client: pg.Client, jwtSecret: string, pairs: number) {
  const people = await client.query<{ id: string }>(
    `insert into users (phone_number, password_hash, username, name, is_phone_verified)
     select '+2687' || lpad(i::text, 7, '0'), 'x', 'bench_' || i, 'Bench ' || i, true from generate_series(1, $1::int) i returning id`,
    [pairs * 2],
  );
  const ids = people.rows.map((r) => r.id);
  const sessions = await client.query<{ id: string; user_id: string }>(`insert into sessions (user_id, expires_at) select unnest($1::uuid[]), now() + interval '1 day' returning id, user_id`, [ids]);
  const signer = createTokenSigner(jwtSecret, ACCESS_TOKEN_TTL_SECONDS);
  const tokenOf = new Map(await Promise.all(sessions.rows.map(async (s) => [s.user_id, await signer.signAccess({ sub: s.user_id, sid: s.id, role: 'user' })] as const)));
  const sellers = ids.slice(0, pairs);
  const buyers = ids.slice(pairs);
  const shops = await client.query<{ id: string; owner_id: string }>(
    `insert into shops (owner_id, name, slug, city) select o, 'Shop ' || n, 'bench-shop-' || n, 'Mbabane' from unnest($1::uuid[]) with ordinality as t(o, n) returning id, owner_id`,
    [sellers],
  );
  return { tokenOf, sellers, buyers, shopIds: shops.rows.map((s) => s.id), shopOf: new Map(shops.rows.map((s) => [s.owner_id, s.id])) };
}
