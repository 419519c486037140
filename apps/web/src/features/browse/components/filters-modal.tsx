import type { ReactNode, RefObject } from 'react';
import { Modal } from '@/components/modal.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { browseWords } from '../browse-words.ts';

/** The phone's filter sheet; its own chunk, since the dialog code is not needed to show the grid. */
export function FiltersModal({ open, onOpenChange, returnFocus, children }: { open: boolean; onOpenChange: (open: boolean) => void; returnFocus: RefObject<HTMLElement | null>; children: ReactNode }) {
  const t = useWords(browseWords);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t.filters} returnFocus={returnFocus}>
      <div className="mt-4">{children}</div>
    </Modal>
  );
}
