// npm start: build the web app and the server when their sources are newer than the last build,
// then run the built server in this same process (no compiler, no child left beside it).
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { newestMtime, serverBuildIsCurrent } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = ['apps/web/src', 'apps/web/public', 'apps/web/sw', 'apps/web/build', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'packages/contracts/src'];

const webBuiltAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (Math.max(...webSources.map((s) => newestMtime(path.join(root, s)))) > webBuiltAt) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@sokoni/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (!serverBuildIsCurrent()) {
  console.log('Building the server…');
  // The build runs in a child so esbuild's own service process ends with it.
  const build = spawnSync(process.execPath, [path.join(import.meta.dirname, 'build-server.mjs')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  if (!serverBuildIsCurrent()) {
    console.error('The server build did not complete: see the messages above.');
    process.exit(1);
  }
}
// The server reads DATA_DIR and the web build relative to the repository, as `npm start` runs it.
process.chdir(root);
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
