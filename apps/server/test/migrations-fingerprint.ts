import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const migrationsFolder = path.join(import.meta.dirname, '../drizzle');

/** A short hash of every migration file (names and contents): it names the test templates. */
export function migrationsFingerprint(extra: readonly string[] = []): string {
  const hash = createHash('sha256');
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' })
    .filter((f) => statSync(path.join(migrationsFolder, f)).isFile())
    .sort();
  for (const f of files) hash.update(f).update(readFileSync(path.join(migrationsFolder, f)));
  hash.update(extra.join(','));
  return hash.digest('hex').slice(0, 16);
}
