// Builds the server ahead of time: apps/server/src/*.ts → apps/server/dist/*.js (ES modules,
// shared chunks), so production runs plain `node` with no TypeScript compiler in the process.
// Packages from node_modules stay imports; the workspace's own (@sokoni/contracts) are bundled in.
// `node scripts/build-server.mjs` builds; `--if-changed` skips when dist is newer than the sources.
import { existsSync, readdirSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'apps/server');
const srcDir = path.join(serverDir, 'src');
const outDir = path.join(serverDir, 'dist');
const stamp = path.join(outDir, 'main.js');
const sources = [
  srcDir,
  path.join(root, 'packages/contracts/src'),
  path.join(root, 'packages/contracts/package.json'),
  path.join(serverDir, 'package.json'),
  path.join(serverDir, 'tsconfig.json'),
  path.join(root, 'tsconfig.base.json'),
  path.join(root, 'scripts/build-server.mjs'),
];

/** The processes a deployment runs: the API, the jobs worker, the seeder and the AI model process. */
export const SERVER_ENTRIES = {
  main: 'src/main.ts',
  worker: 'src/worker.ts',
  seed: 'src/seed/cli.ts',
  'model-process': 'src/platform/ai/model-process.ts',
};

/** The newest modification time under a file or folder (0 when it does not exist). */
export function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(p).reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), stat.mtimeMs);
}

export function serverBuildIsCurrent() {
  return existsSync(stamp) && statSync(stamp).mtimeMs >= Math.max(...sources.map(newestMtime));
}

/**
 * A bundle has one `import.meta` for many source files; the few that find files beside themselves
 * (migrations, word lists, the web build) get their own source location back, relative to the
 * bundle, so the built server reads the same files as the TypeScript one.
 */
const sourceLocation = {
  name: 'source-location',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.dirname') && !text.includes('import.meta.url')) return undefined;
      const fromOut = (p) => JSON.stringify(path.relative(outDir, p).split(path.sep).join('/'));
      const contents = text
        .replaceAll('import.meta.dirname', `(import.meta.dirname + "/" + ${fromOut(path.dirname(args.path))})`)
        .replaceAll('import.meta.url', `new URL(${fromOut(args.path)}, import.meta.url).href`);
      return { contents, loader: 'ts' };
    });
  },
};

/** node_modules packages stay external; relative imports and the workspace's packages are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@sokoni/') ? undefined : { path: args.path, external: true }));
  },
};

export async function buildServer() {
  // Loaded here, so what only asks whether the build is current starts no esbuild.
  const { build } = await import('esbuild');
  rmSync(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: serverDir,
    entryPoints: SERVER_ENTRIES,
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    // Chunks beside the entries: every output file has the same way back to the sources (see sourceLocation).
    chunkNames: '[name]-[hash]',
    // The built server says where it is built (relative to apps/server): the AI client starts
    // dist/model-process.js instead of the TypeScript entry.
    define: { 'process.env.SOKONI_BUILT': '"dist"' },
    plugins: [sourceLocation, externalPackages],
    logLevel: 'warning',
  });
}

// Run as a script (not imported by start.mjs): compared as real paths, so spaces, `%` or a symlinked checkout still match.
if (process.argv[1] && realpathSync(fileURLToPath(import.meta.url)) === realpathSync(process.argv[1])) {
  if (process.argv.includes('--if-changed') && serverBuildIsCurrent()) process.exit(0);
  const started = Date.now();
  await buildServer();
  console.log(`Built the server into ${path.relative(root, outDir)} in ${Date.now() - started} ms`);
}
