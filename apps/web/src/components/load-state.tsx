import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { AlertIcon } from './icons.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { commonWords } from '@/components/common-words.ts';

export type LoadStatus = 'loading' | 'error' | 'empty' | 'ready';

/** A query's status for a list: errors and emptiness count only while nothing is on screen. */
export function listStatus(query: { isPending: boolean; isError: boolean }, count: number): LoadStatus {
  if (query.isPending) return 'loading';
  if (count > 0) return 'ready';
  return query.isError ? 'error' : 'empty';
}

type Block = { icon?: ReactNode; title: string; description?: ReactNode; actions?: ReactNode };

type Props = {
  status: LoadStatus;
  /** The skeleton shown while loading. */
  loading: ReactNode;
  /** What failed; `onRetry` adds the Try Again button before any other action. */
  error: Block & { onRetry?: () => void };
  empty?: Block;
  tone?: 'light' | 'dark';
  /** Classes of the box around the error and empty blocks (a card, a centred area…). */
  frameClassName?: string;
  children?: ReactNode;
};

/**
 * The loading / error / empty / ready picture every screen shows for what it fetches: a skeleton,
 * then the content, or the error with Try Again, or the honest empty state.
 */
export function LoadState({ status, loading, error, empty, tone = 'light', frameClassName, children }: Props) {
  if (status === 'loading') return loading;
  if (status === 'ready' || (status === 'empty' && !empty)) return children;
  const block = status === 'error' ? withRetry(error, tone) : empty!;
  const state = <EmptyState tone={tone} icon={block.icon ?? (status === 'error' ? <AlertIcon size={28} /> : undefined)} title={block.title} description={block.description} actions={block.actions} />;
  return frameClassName ? <div className={frameClassName}>{state}</div> : state;
}

function TryAgainLabel() {
  return useWords(commonWords).tryAgain;
}

function withRetry({ onRetry, actions, ...block }: Block & { onRetry?: () => void }, tone: 'light' | 'dark'): Block {
  if (!onRetry) return { ...block, actions };
  const retry = (
    <Button size="lg" variant={tone === 'dark' ? 'accent' : 'primary'} onClick={onRetry}>
      <TryAgainLabel />
    </Button>
  );
  return {
    ...block,
    actions: actions ? (
      <>
        {retry}
        {actions}
      </>
    ) : (
      retry
    ),
  };
}
