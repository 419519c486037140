import { createContext, Suspense, useContext, type ReactNode } from 'react';
import { Spinner } from '../spinner.tsx';
import type { CommentsTarget } from './comments-sheet-target.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { commonWords } from '@/components/common-words.ts';

export type CommentsPanelProps = { target: Pick<CommentsTarget, 'targetType' | 'targetId'>; title?: string };

/**
 * The comments feature's in-page panel, handed down by the app shell (features never import each
 * other): a view shows a target's comments in place with <CommentsPanelSlot>.
 */
export const CommentsPanelContext = createContext<((props: CommentsPanelProps) => ReactNode) | null>(null);

export function CommentsPanelSlot(props: CommentsPanelProps) {
  const renderPanel = useContext(CommentsPanelContext);
  const t = useWords(commonWords);
  if (!renderPanel) return null;
  return (
    <Suspense
      fallback={
        <div role="status" aria-label={t.loadingComments} className="flex justify-center py-8 text-brand-700">
          <Spinner size={24} />
        </div>
      }
    >
      {renderPanel(props)}
    </Suspense>
  );
}
