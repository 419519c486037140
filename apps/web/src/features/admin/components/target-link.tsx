import type { ReactNode } from 'react';
import { pathForView } from '@/lib/navigation/views.ts';

/** A product's or shop's public page, in a new tab so the console keeps its place; plain text for anything else. */
export function TargetLink({ type, id, children }: { type: string; id: string; children: ReactNode }) {
  const href = type === 'product' ? pathForView('detail', { id }) : type === 'shop' ? pathForView('shop-page', { id }) : null;
  if (!href) return <>{children}</>;
  return (
    <a href={href} target="_blank" rel="noreferrer" className="text-brand-800 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700">
      {children}
    </a>
  );
}
