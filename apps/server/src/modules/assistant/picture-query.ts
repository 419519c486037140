import type { PictureReading } from '../drafting/index.ts';
import type { SeenLabel } from './picture-kinds.ts';
import type { RankQuery } from './ranking.ts';
import type { Candidate, SearchFilters } from './retrieval.ts';

/** A candidate from the picture index: its similarity to the photo, its picture's hash and vector. */
export type PictureCandidate = Candidate & { similarity: number; pictureHash: string | null; vector?: number[] };

/** What a photo search asks: the photo's vector and hash, what the models read in it, and the shopper's filters. */
export type PictureQuery = { vector: Float32Array; hash: string | null; reading: PictureReading; labels?: SeenLabel[]; filters: SearchFilters; rank: RankQuery };
