import { SLUG_CHECK_DEBOUNCE_MS } from '@sokoni/contracts/seller-rules';
import { useEffect, useReducer } from 'react';
import { checkSlug } from '../api/check-slug.ts';
import { slugReducer, type SlugState } from '../slug-check.ts';

/**
 * The shop URL field's state (slug-check.ts): lowercased as typed, checked 500 ms after typing
 * stops; the original is accepted without a check, and a check overtaken by typing is dropped.
 */
export function useSlugCheck(original: string) {
  const [state, dispatch] = useReducer(slugReducer, { status: 'idle', slug: original } satisfies SlugState);
  const pending = state.status === 'checking' ? state.slug : null;

  useEffect(() => {
    if (pending === null) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      checkSlug(pending, controller.signal)
        .then((available) => dispatch({ type: 'checked', slug: pending, available }))
        .catch(() => {
          if (!controller.signal.aborted) dispatch({ type: 'check-failed', slug: pending });
        });
    }, SLUG_CHECK_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [pending]);

  return {
    state,
    type: (value: string) => dispatch({ type: 'typed', value, original }),
    /** The save was refused because the slug was taken meanwhile (409). */
    taken: (slug: string) => dispatch({ type: 'taken', slug }),
  };
}
