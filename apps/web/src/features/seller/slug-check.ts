import { SLUG_MESSAGES, slugProblem } from '@sokoni/contracts/seller-rules';

/**
 * The shop URL's availability (doc 2 §2.14, §5): idle (the original, accepted without a check),
 * checking (500 ms after typing stops), available, or invalid with the reason in the spec's words.
 */
export type SlugState =
  | { status: 'idle'; slug: string }
  | { status: 'checking'; slug: string }
  | { status: 'available'; slug: string }
  | { status: 'invalid'; slug: string; reason: 'rule' | 'taken' | 'error'; message: string };

export type SlugEvent =
  | { type: 'typed'; value: string; original: string }
  | { type: 'checked'; slug: string; available: boolean }
  | { type: 'check-failed'; slug: string }
  | { type: 'taken'; slug: string };

/** doc 2 §5: the slug is lowercased as it is typed. */
export const normaliseSlug = (value: string) => value.toLowerCase();

export function slugReducer(state: SlugState, event: SlugEvent): SlugState {
  switch (event.type) {
    case 'typed': {
      const slug = normaliseSlug(event.value);
      if (slug === event.original) return { status: 'idle', slug };
      const problem = slugProblem(slug);
      return problem ? { status: 'invalid', slug, reason: 'rule', message: problem } : { status: 'checking', slug };
    }
    case 'checked':
      // A late answer for a slug the seller has typed past changes nothing.
      if (state.status !== 'checking' || state.slug !== event.slug) return state;
      return event.available ? { status: 'available', slug: event.slug } : { status: 'invalid', slug: event.slug, reason: 'taken', message: SLUG_MESSAGES.taken };
    case 'check-failed':
      if (state.status !== 'checking' || state.slug !== event.slug) return state;
      return { status: 'invalid', slug: event.slug, reason: 'error', message: SLUG_MESSAGES.checkFailed };
    case 'taken':
      // The save was refused with 409: someone took it between the check and the save.
      return state.slug === event.slug ? { status: 'invalid', slug: event.slug, reason: 'taken', message: SLUG_MESSAGES.taken } : state;
  }
}

/** doc 2 §5: an unchanged slug, or a changed one that is valid and available, may be saved. */
export const slugSavable = (state: SlugState): boolean => state.status === 'idle' || state.status === 'available';
