import { lazy, Suspense, useState } from 'react';
import { AlertIcon } from '@/components/icons.tsx';
import { useRequireLogin } from '@/components/login-prompt/login-prompt-context.ts';
import { useToast } from '@/components/toast/toast-context.ts';
import { api } from '@/lib/api/api.ts';
import { errorMessage } from '@/lib/api/api-error.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { productWords } from '../product-words.ts';

// Loaded when the buyer asks to report: the product page's first load stays without the dialog library.
const ConfirmDialog = lazy(() => import('@/components/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })));

/** "Report this listing": to the team's queue (POST /reports), with what is wrong in the buyer's words. */
export function ReportListing({ productId }: { productId: string }) {
  const toast = useToast();
  const requireLogin = useRequireLogin('general');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const t = useWords(productWords);

  const report = async (reason?: string) => {
    setBusy(true);
    try {
      await api.post('/reports', { targetType: 'product', targetId: productId, reason: reason?.trim() || t.reportedFromListing });
      toast.success(t.reported);
      setOpen(false);
    } catch (error) {
      toast.error(errorMessage(error, t.reportFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={() => requireLogin() && setOpen(true)}
        className="inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-sm font-medium text-slate-500 hover:bg-slate-100 hover:text-slate-800"
      >
        <AlertIcon size={15} /> {t.reportListing}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setOpen}
            title={t.reportTitle}
            description={t.reportDescription}
            reason={{ label: t.whatIsWrong, placeholder: t.whatIsWrongExample, maxLength: 500 }}
            confirmLabel={t.report}
            destructive
            busy={busy}
            onConfirm={(reason) => void report(reason)}
          />
        </Suspense>
      )}
    </>
  );
}
