// npm run bench: speed and size figures, written to bench/results/<name>.json.
// The load generator shares the 2 cores with the server, so compare figures from one run.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { catalogBench } from './catalog.ts';
import { foundationBench } from './foundation.ts';
import { notificationsBench } from './notifications.ts';
import { mediaBench } from './media.ts';
import { draftingBench } from './drafting.ts';
import { aiDraftingBench } from './ai-drafting.ts';
import { chatBench } from './chat.ts';
import { assistantBench } from './assistant.ts';
import { multiNodeBench } from './multi-node.ts';
import { aiTextBench } from './ai-text.ts';
import { aiPhotoBench } from './ai-photo.ts';
import { memoryBench } from './memory.ts';
import { feedWrkBench } from './feed-wrk.ts';
import { videoDataBench } from './video-data.ts';
import { firstLoadBench } from './first-load.ts';

const resultsDir = path.join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });

const suites = {
  foundation: foundationBench,
  catalog: catalogBench,
  media: mediaBench,
  notifications: notificationsBench,
  drafting: draftingBench,
  'ai-drafting': aiDraftingBench,
  chat: chatBench,
  assistant: assistantBench,
  multinode: multiNodeBench,
  'ai-text': aiTextBench,
  'ai-photo': aiPhotoBench,
  memory: memoryBench,
  'feed-wrk': feedWrkBench,
  'video-data': videoDataBench,
  'first-load': firstLoadBench,
  // Lighthouse is a large import: loaded only when its suite runs.
  lighthouse: () => import('./lighthouse.ts').then((m) => m.lighthouseBench()),
};
const only = process.argv[2];

for (const [name, run] of Object.entries(suites)) {
  if (only && only !== name && !name.startsWith(`${only}-`)) continue;
  console.log(`\n== ${name}`);
  const result = await run();
  const file = path.join(resultsDir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify({ suite: name, at: new Date().toISOString(), node: process.version, ...result }, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
  console.log(`written to ${path.relative(process.cwd(), file)}`);
}
