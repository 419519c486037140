import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** s3rver's one account: the SDK's default chain reads these from the environment, as in production. */
export const TEST_S3_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' } as const;

export type TestS3Server = Awaited<ReturnType<typeof startTestS3Server>>;

/**
 * A real S3 API on loopback, in a process of its own (s3rver, objects on disk in a temporary
 * folder), with the buckets named. Multipart uploads, ranges, listing pages, batch deletes and
 * presigned GETs behave as on S3; it does not check SigV4 signatures nor refuse unsigned reads
 * (expiry it does check).
 */
export async function startTestS3Server(buckets: string[]) {
  const directory = mkdtempSync(path.join(tmpdir(), 'sokoni-s3-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '--import', 'tsx', path.join(import.meta.dirname, 'test-s3-process.ts'), directory, buckets.join(',')], {
    // `--import tsx` resolves from here, up to the workspace's node_modules.
    cwd: import.meta.dirname,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the test S3 server exited (${code}) before listening`)));
    createInterface({ input: child.stdout }).once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    /** A STORAGE_URL for one of its buckets. */
    storageUrl: (bucket: string, keyPath = '') => `s3://${bucket}${keyPath ? `/${keyPath}` : ''}?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
    async close() {
      child.stdin.end();
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
