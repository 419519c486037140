import { useCallback } from 'react';
import { sameLocation } from '@/lib/navigation/nav-stack.ts';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { COMMENTS_PARAM, formatCommentsParam, parseCommentsParam, type CommentsTarget } from './comments-sheet-target.ts';

/** Titles are not worth a URL parameter: after a reload the sheet shows its generic heading. */
const titles = new Map<string, string>();

/**
 * Opens and closes the Comments and Reviews sheet (doc 1 §2.10) of whatever view is showing:
 * opening pushes the same view with `?comments=…`, so the browser's back button closes it.
 */
export function useCommentsSheet() {
  const { current, entries, push, back, replace } = useNavigation();
  const param = current.params[COMMENTS_PARAM];
  const parsed = parseCommentsParam(param);
  const target = parsed && { ...parsed, title: titles.get(param ?? '') };

  const open = useCallback(
    (next: CommentsTarget) => {
      const value = formatCommentsParam(next);
      if (next.title) titles.set(value, next.title);
      push(current.view, { ...current.params, [COMMENTS_PARAM]: value });
    },
    [current, push],
  );

  const close = useCallback(() => {
    const { [COMMENTS_PARAM]: _, ...rest } = current.params;
    const under = { view: current.view, params: rest };
    const previous = entries[entries.length - 2];
    if (previous && sameLocation(previous, under)) back();
    else replace(current.view, rest);
  }, [current, entries, back, replace]);

  return { target, open, close };
}
