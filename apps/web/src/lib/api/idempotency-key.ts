/**
 * A fresh Idempotency-Key. crypto.randomUUID exists only in secure contexts (https, localhost);
 * a phone reaching a dev server over plain http on the LAN still has getRandomValues.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
