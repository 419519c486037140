import type { ConfigEnv } from 'vite';

/**
 * `vite build` makes the production bundle whatever NODE_ENV the shell has (issue 24.17). Vite
 * prefers a NODE_ENV already set over the build's mode, so NODE_ENV=development (common in
 * developers' shells, and inherited by `npm start`'s build) gave React's development bundle and a
 * service worker that never registers. Vite reads NODE_ENV after loading its config: set here, it
 * is in time. The dev server keeps whatever it was given.
 */
export function forceProductionBuild({ command }: Pick<ConfigEnv, 'command'>, env: Record<string, string | undefined> = process.env): void {
  if (command === 'build') env.NODE_ENV = 'production';
}
