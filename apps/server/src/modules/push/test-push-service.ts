import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';
import type { PushPayload } from '@sokoni/contracts/push';

const ece = createRequire(import.meta.url)('http_ece') as { decrypt(body: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }): Buffer };

// A certificate for 127.0.0.1 made for these tests only (valid to 2126): Web Push goes over https.
// The end-to-end server trusts it through its test-only entry (apps/server/test/e2e-server.ts).
const KEY = readFileSync(new URL('./test-push-service.key.pem', import.meta.url), 'utf8');
const CERT = readFileSync(new URL('./test-push-service.cert.pem', import.meta.url), 'utf8');

export type ReceivedPush = { endpoint: string; payload: PushPayload; ttl: string | undefined; urgency: string | undefined; audience: unknown; vapidKey: string };

/**
 * A push service on loopback, as browsers' vendors run them: it takes the encrypted message a
 * server posts to a subscription's endpoint, checks the VAPID signature, and decrypts the payload
 * with the subscription's private key (RFC 8291), the way the browser would.
 */
export async function startTestPushService() {
  const devices = new Map<string, { ecdh: ECDH; auth: string; status: number }>();
  const received: ReceivedPush[] = [];
  const waiters: (() => void)[] = [];
  const server = createServer({ key: KEY, cert: CERT }, async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const endpoint = `${base}${request.url}`;
    const device = devices.get(endpoint);
    if (!device) return void response.writeHead(404).end();
    if (device.status !== 201) return void response.writeHead(device.status).end();
    // Authorization: vapid t=<JWT signed with the server's private key>, k=<its public key>
    const vapid = /^vapid t=([^,]+), k=(.+)$/.exec(request.headers.authorization ?? '');
    if (!vapid || request.headers['content-encoding'] !== 'aes128gcm') return void response.writeHead(400).end();
    const [, token, vapidKey] = vapid as unknown as [string, string, string];
    const point = Buffer.from(vapidKey, 'base64url');
    const jwk = await importJWK({ kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, decodeProtectedHeader(token).alg);
    const { payload: claims } = await jwtVerify(token, jwk).catch(() => ({ payload: null }));
    if (!claims) return void response.writeHead(403).end();
    const body = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth });
    received.push({
      endpoint,
      payload: JSON.parse(body.toString('utf8')) as PushPayload,
      ttl: request.headers.ttl as string | undefined,
      urgency: request.headers.urgency as string | undefined,
      audience: claims.aud,
      vapidKey,
    });
    response.writeHead(201).end();
    waiters.splice(0).forEach((wake) => wake());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    received,
    /** What the app needs to reach this service (`testPushService`): its certificate. */
    service: { ca: CERT },
    /** A new browser subscription (what `PushSubscription.toJSON()` gives), with its own keys. */
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      const endpoint = `${base}/push/${randomBytes(8).toString('hex')}`;
      devices.set(endpoint, { ecdh, auth, status: 201 });
      return { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } };
    },
    /** The browser unsubscribed or the subscription expired: the service answers 410 Gone from now on. */
    expire(endpoint: string) {
      devices.get(endpoint)!.status = 410;
    },
    /** Resolves once `count` messages have arrived (or rejects after `timeoutMs`). */
    async waitFor(count: number, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} push messages arrived, not ${count}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
