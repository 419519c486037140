/**
 * Below these confidences the drafter leaves a field empty instead of guessing. Chosen on the
 * drafting set's `calibrate` half only (`npm run bench -- ai-drafting` prints that half's table
 * separately); docs/decisions.md "Drafts say less" says why these values.
 */
export const DRAFT_THRESHOLDS = {
  /** The category vote's confidence (its share of the evidence × how much evidence there was). */
  category: 0.5,
  /** Naming the thing: the category's confidence × how sure and steady the named label was. */
  title: 0.5,
};

/** A label counts as surely seen from this best score in any frame (its naming sureness is capped at 1 there). */
export const SURE_LABEL_SCORE = 0.6;

/** A vision model's reading that agrees with the vote: how sure its named kind is taken to be. */
export const VISION_KIND_CONFIDENCE = 0.85;
