import type { ReactNode } from 'react';
import { cn } from '@/components/cn.ts';

/** The screen between the app's bars: the whole height, so the composer stays at the bottom. */
const FULL_HEIGHT = 'h-[calc(100dvh-7.5rem-env(safe-area-inset-top)-env(safe-area-inset-bottom))] md:h-[calc(100dvh-4rem)]';

type Props = { list: ReactNode; detail: ReactNode; placeholder: ReactNode; showDetail: boolean };

/**
 * doc 2 §2.4: on wide screens the list takes about a third (350–400 px) and the conversation
 * the rest, or a placeholder; on phones one at a time, stacked.
 */
export function SplitLayout({ list, detail, placeholder, showDetail }: Props) {
  return (
    <div className={cn('mx-auto flex w-full max-w-7xl overflow-hidden bg-white md:border-x md:border-slate-200', FULL_HEIGHT)}>
      <aside className={cn('min-h-0 flex-col border-slate-200 md:flex md:w-1/3 md:max-w-[400px] md:min-w-[350px] md:border-r', showDetail ? 'hidden' : 'flex w-full')}>{list}</aside>
      <div className={cn('min-h-0 min-w-0 flex-1 flex-col', showDetail ? 'flex' : 'hidden md:flex')}>{showDetail ? detail : placeholder}</div>
    </div>
  );
}
