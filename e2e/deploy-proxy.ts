import { createServer, request as forward, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The app on an origin of its own, in front of the test server, whose /sw.js can be "redeployed":
 * a new version of the worker for this origin only, so no other spec's pages see an update.
 * Everything else passes through unchanged.
 */
export async function startDeployProxy(upstream: string) {
  const target = new URL(upstream);
  let build = 1;

  const server = createServer((req, res) => {
    const headers: IncomingHttpHeaders = { ...req.headers, host: target.host };
    const isWorker = req.url === '/sw.js';
    if (isWorker) headers['accept-encoding'] = 'identity';
    const upstreamReq = forward({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers }, (upstreamRes) => {
      if (!isWorker) {
        res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
        upstreamRes.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      upstreamRes.on('data', (chunk: Buffer) => chunks.push(chunk));
      upstreamRes.on('end', () => {
        // A redeploy changes the worker's bytes: the browser installs it as an update.
        const body = Buffer.concat([...chunks, Buffer.from(build > 1 ? `\n// build ${build}\n` : '')]);
        const { 'content-length': _length, etag: _etag, 'last-modified': _modified, ...rest } = upstreamRes.headers;
        res.writeHead(upstreamRes.statusCode ?? 502, { ...rest, 'content-length': body.length, 'cache-control': 'no-cache' });
        res.end(body);
      });
    });
    upstreamReq.on('error', () => res.writeHead(502).end());
    req.pipe(upstreamReq);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The next request for /sw.js gets a worker with other bytes. */
    redeploy() {
      build += 1;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
