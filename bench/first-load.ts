// What a phone downloads before a page works, per language (issue 29's budget: an English user's
// first load grows by at most 2 KB gzip; another language adds only its own words and the i18n
// library). Reads the built web app; gzip -9 of each file, as a server would send it.
//   npm run build && npm run bench -- first-load
//   FIRST_LOAD_BASELINE=/path/to/other/apps/web/dist npm run bench -- first-load   (also measures that build: the growth)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { CORE as SS } from '../apps/web/src/lib/i18n/words/ss/core.ts';
import { CORE as SW } from '../apps/web/src/lib/i18n/words/sw/core.ts';
import { CORE as ZU } from '../apps/web/src/lib/i18n/words/zu/core.ts';
import { root } from './server-process.ts';

type ViewRoutes = { views: Record<string, { path: string; files: string[] }> };

/** The public pages issue 26 measures, by their view names in the build's view-routes.json. */
const PAGES = ['tiktok', 'browse', 'detail', 'shop-page', 'discover', 'aichat', 'login'];
const gzipKb = (dist: string, file: string) => Math.round((gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024) * 100) / 100;
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

/** The files index.html makes every page load: the entry, its module preloads and the stylesheet. */
function shellFiles(dist: string): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [...new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!))];
}

/** A file's static imports (`from "./x.js"`, `import "./x.js"`), as dist paths, and theirs in turn. */
function withImports(dist: string, files: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !file.endsWith('.js')) return void seen.add(file);
    seen.add(file);
    const code = readFileSync(path.join(dist, file), 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) visit(`assets/${m[1]}`);
  };
  files.forEach(visit);
  return seen;
}

/** The chunk holding a language's words (found by one of its sentences), and what loading it brings beyond `loaded`. */
function languageFiles(dist: string, sentence: string, loaded: Set<string>, assets: string[]): string[] {
  const words = assets.find((file) => file.endsWith('.js') && readFileSync(path.join(dist, file), 'utf8').includes(sentence));
  if (!words) throw new Error(`no chunk in ${dist} has "${sentence}"`);
  const loader = assets.find((file) => file.endsWith('.js') && file !== words && readFileSync(path.join(dist, file), 'utf8').includes(path.basename(words)) && !loaded.has(file));
  return [...withImports(dist, loader ? [loader, words] : [words])].filter((file) => !loaded.has(file));
}

function measure(dist: string, withLanguages: boolean) {
  const routes = JSON.parse(readFileSync(path.join(dist, '.vite/view-routes.json'), 'utf8')) as ViewRoutes;
  const shell = shellFiles(dist);
  // dist/assets also keeps the previous builds' files for open tabs; the newest build is listed first.
  const builds = JSON.parse(readFileSync(path.join(dist, '.vite/asset-builds.json'), 'utf8')) as string[][];
  const assets = builds[0]!.filter((f) => f.endsWith('.js'));
  const pages = Object.fromEntries(
    PAGES.filter((name) => routes.views[name]).map((name) => {
      const files = [...withImports(dist, [...shell, ...routes.views[name]!.files])];
      return [name, { path: routes.views[name]!.path, files: files.length, gzipKb: sum(files.map((f) => gzipKb(dist, f))) }];
    }),
  );
  if (!withLanguages) return { pages };
  const loaded = withImports(dist, shell);
  const languages = Object.fromEntries(
    Object.entries({ ss: SS, zu: ZU, sw: SW }).map(([code, words]) => {
      const files = languageFiles(dist, (words.shell as Record<string, string>).skipToContent!, loaded, assets);
      return [code, { files, addsGzipKb: sum(files.map((f) => gzipKb(dist, f))) }];
    }),
  );
  return { pages, languages };
}

export async function firstLoadBench() {
  const dist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');
  if (!existsSync(path.join(dist, '.vite/view-routes.json'))) throw new Error('build the web app first: npm run build');
  const now = measure(dist, true);
  const baselineDist = process.env.FIRST_LOAD_BASELINE;
  if (!baselineDist) return { budgetKb: 2, now };
  const before = measure(baselineDist, false);
  const growth = Object.fromEntries(Object.entries(now.pages).map(([name, page]) => [name, Math.round((page.gzipKb - (before.pages[name]?.gzipKb ?? 0)) * 100) / 100]));
  return { budgetKb: 2, now, baseline: { dist: baselineDist, ...before }, englishGrowthGzipKb: growth };
}
