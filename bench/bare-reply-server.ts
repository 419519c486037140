// The yardstick of bench/feed-wrk.ts: a bare node:http server answering every request with one
// reply's bytes and headers (argv: port, body file, headers JSON file), as fast as Node can.
import http from 'node:http';
import { readFileSync } from 'node:fs';

const [port, bodyFile, headersFile] = process.argv.slice(2);
const body = readFileSync(bodyFile!);
const headers = JSON.parse(readFileSync(headersFile!, 'utf8')) as Record<string, string>;
const server = http.createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
// Fastify's keep-alive timeout, so both servers keep wrk's connections alike.
server.keepAliveTimeout = 72_000;
server.listen(Number(port), '127.0.0.1');
