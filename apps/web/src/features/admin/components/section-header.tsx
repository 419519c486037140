import { useCallback, useRef, type ReactNode, type RefObject } from 'react';

type Props = { id: string; title: string; description?: ReactNode; headingRef: RefObject<HTMLHeadingElement | null> };

/** A section's heading (its `id` names the section); it takes the focus when the row that had it leaves the list. */
export function SectionHeader({ id, title, description, headingRef }: Props) {
  return (
    <header className="mb-4">
      <h2 id={id} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 outline-none">
        {title}
      </h2>
      {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
    </header>
  );
}

/**
 * After an action removed the focused row (and its dialog returned the focus to a button that is
 * gone), a keyboard user would start again from the top of the page: the heading takes it instead.
 */
export function useSectionFocus() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refocus = useCallback(() => {
    // After the dialog's own focus return, which runs on a timer once it unmounts.
    setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) headingRef.current?.focus();
    }, 50);
  }, []);
  return { headingRef, refocus };
}
