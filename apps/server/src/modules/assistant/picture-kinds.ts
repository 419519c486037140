import { kindsIn, LABEL_MEANINGS, OID_SHARED_CLASS_WEIGHT } from '../drafting/index.ts';
import type { Candidate } from './retrieval.ts';

/** One detection of the photo, by either detector (`oid`: the Open Images SSD). */
export type SeenLabel = { label: string; score: number; source?: 'coco' | 'oid' };
/** How strongly the evidence points at each kind of thing (kinds.ts names), 0–1. */
export type KindScores = Map<string, number>;

/** The kind a detector label stands for, in kinds.ts's names ("potted plant" → plant, "mug" → cup). */
export function kindOfLabel(label: string): string | undefined {
  const meaning = LABEL_MEANINGS[label as keyof typeof LABEL_MEANINGS];
  return meaning ? kindsIn(meaning.noun)[0] : undefined;
}

/**
 * The kinds the detectors saw, each as its best detection's score, weighted as the drafter weighs
 * them (a bottle beside the thing sold counts less; Open Images' shared classes count less than COCO's).
 */
export function kindsSeen(labels: SeenLabel[]): KindScores {
  const scores: KindScores = new Map();
  for (const l of labels) {
    const kind = kindOfLabel(l.label);
    if (!kind) continue;
    const meaning = LABEL_MEANINGS[l.label as keyof typeof LABEL_MEANINGS]!;
    const shared = l.source === 'oid' && labels.some((o) => o.source === 'coco' && o.label === l.label);
    const strength = l.score * (meaning.weight ?? 1) * (shared ? OID_SHARED_CLASS_WEIGHT : 1);
    scores.set(kind, Math.max(scores.get(kind) ?? 0, strength));
  }
  return scores;
}

/**
 * The kinds a listing says it is: those its title names; else its tags' (a tag "apple" on an
 * iPhone is not fruit); else its subcategory's, when every part of it names a kind ("Bakkies &
 * Trucks" is trucks; "TV & Audio" holds speakers too, "Garden & Tools" plants).
 */
export function kindsOfListing(c: Pick<Candidate, 'title' | 'tags' | 'subcategory'>): string[] {
  const titled = kindsIn(c.title);
  if (titled.length > 0) return titled;
  const tagged = kindsIn((c.tags ?? []).join(', '));
  if (tagged.length > 0) return tagged;
  const parts = (c.subcategory ?? '').split('&').map((p) => p.trim()).filter(Boolean);
  return parts.length > 0 && parts.every((p) => kindsIn(p).length > 0) ? kindsIn(c.subcategory!) : [];
}
