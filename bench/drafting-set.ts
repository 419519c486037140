// The drafting bench's labelled photographs: copied from installed Debian packages into
// bench/.cache/drafting-set/ (out of git), or cut out of them where an item names a crop (the
// shoes on a photo of people). Installs nothing: it says which package is missing.
//   node --import tsx bench/drafting-set.ts
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CategorySlug } from '@sokoni/contracts/catalog';
import sharp from 'sharp';

export type SetItem = {
  id: string;
  package: string;
  path: string;
  category: CategorySlug;
  what: string;
  file: string;
  /** The COCO class of the thing, or null when COCO has none. */
  coco: string | null;
  /** Another view of the same thing: never its own neighbour. */
  twin?: string;
  /** The part of the photograph that shows the thing, in its pixels (saved as PNG). */
  crop?: { left: number; top: number; width: number; height: number };
  /** What a shopper would call it ("car", "cup", "shoes"): the level photo search and price comparables match on. */
  kind: string;
  /** Thresholds are calibrated on `calibrate` only; figures are reported on `report` only. */
  half: 'calibrate' | 'report';
};

export const setDir = path.join(import.meta.dirname, '.cache', 'drafting-set');
const labels = JSON.parse(readFileSync(path.join(import.meta.dirname, 'drafting-set.json'), 'utf8')) as { items: Omit<SetItem, 'file'>[] };

/** The items whose photo is installed, copied (or cropped) into the cache; and the packages that would add the rest. */
export async function collectDraftingSet(): Promise<{ items: SetItem[]; missing: { package: string; count: number }[] }> {
  mkdirSync(setDir, { recursive: true });
  const items: SetItem[] = [];
  const missing = new Map<string, number>();
  for (const item of labels.items) {
    const file = path.join(setDir, `${item.id}${item.crop ? '.png' : path.extname(item.path)}`);
    if (!existsSync(file)) {
      if (!existsSync(item.path)) {
        missing.set(item.package, (missing.get(item.package) ?? 0) + 1);
        continue;
      }
      if (item.crop) await sharp(item.path).extract(item.crop).png().toFile(file);
      else copyFileSync(item.path, file);
    }
    items.push({ ...item, file });
  }
  return { items, missing: [...missing].map(([pkg, count]) => ({ package: pkg, count })) };
}

export function missingAdvice(missing: { package: string; count: number }[]): string {
  if (missing.length === 0) return '';
  return `${missing.reduce((a, m) => a + m.count, 0)} photos are not installed: apt-get install -y --no-install-recommends ${missing.map((m) => m.package).join(' ')}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { items, missing } = await collectDraftingSet();
  console.log(`${items.length} labelled photos in ${path.relative(process.cwd(), setDir)}`);
  if (missing.length) console.warn(missingAdvice(missing));
}
