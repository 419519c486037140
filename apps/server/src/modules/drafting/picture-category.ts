import type { CategorySlug } from '@sokoni/contracts/catalog';
import type { ImageAnalysis } from '../../platform/ai/index.ts';
import { LABEL_MEANINGS } from './category-map.ts';
import { voteCategory } from './vote.ts';

/** What one picture shows, as the drafter reads it: a category (or none), its kind, and the thing's name. */
export type PictureReading = { category: CategorySlug | null; subcategory?: string; noun?: string; confidence: number };

/** The drafter's vote on a single picture (a buyer's photo search), from the detectors' labels alone. */
export function readPicture(analysis: ImageAnalysis): PictureReading {
  const frame = {
    width: analysis.width,
    height: analysis.height,
    objects: [...analysis.objects.map((o) => ({ ...o, source: 'coco' as const })), ...analysis.items.map((o) => ({ ...o, source: 'oid' as const }))],
  };
  const vote = voteCategory({ frames: [frame], neighbours: [], sellerWords: '' });
  const first = vote.seen[0];
  return { category: vote.category, subcategory: vote.subcategory, noun: first ? LABEL_MEANINGS[first]?.noun : undefined, confidence: vote.confidence };
}
