import { lazy, Suspense } from 'react';
import { useCommentsSheet } from '@/components/comments-sheet/use-comments-sheet.ts';
import { Spinner } from '@/components/spinner.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { commonWords } from '@/components/common-words.ts';

// The sheet (list, composer, lightbox, uploads) loads only when someone opens it.
const CommentsSheet = lazy(() => import('@/features/comments/components/comments-sheet.tsx').then((m) => ({ default: m.CommentsSheet })));

function LoadingSheet() {
  const t = useWords(commonWords);
  return (
    <div className="fixed inset-0 z-50 flex items-end bg-slate-950/55 md:items-center md:justify-center">
      <div role="status" aria-label={t.loadingComments} className="flex h-[40dvh] w-full items-center justify-center rounded-t-3xl bg-white text-brand-700 md:max-w-lg md:rounded-3xl">
        <Spinner size={28} />
      </div>
    </div>
  );
}

/**
 * Mounted once by the shell: renders the sheet while the URL asks for it (`?comments=`), so the
 * views that offer comments (feed, product, shop) open it without importing the comments feature.
 */
export function CommentsSheetHost() {
  const { target, close } = useCommentsSheet();
  if (!target) return null;
  return (
    <Suspense fallback={<LoadingSheet />}>
      <CommentsSheet target={target} onClose={close} />
    </Suspense>
  );
}
