import S3rver from 's3rver';

/**
 * The loopback S3 server's own process (started by `test-s3-server.ts`): s3rver makes its list
 * continuation tokens with DES, which Node's OpenSSL 3 has only with `--openssl-legacy-provider`,
 * a flag for this process alone. Prints `{"port":…}` when it listens; stops when its stdin closes.
 */
const [directory = '', buckets = ''] = process.argv.slice(2);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: buckets.split(',').map((name) => ({ name, configs: [] })) });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.stdin.resume();
process.stdin.on('close', () => void server.close().finally(() => process.exit(0)));
