import { REPORT_MESSAGES } from '@sokoni/contracts/report-rules';
import { lazy, Suspense, useState } from 'react';
import { AlertIcon } from '@/components/icons.tsx';
import { useRequireLogin } from '@/components/login-prompt/login-prompt-context.ts';
import { useToast } from '@/components/toast/toast-context.ts';
import { api } from '@/lib/api/api.ts';
import { errorMessage } from '@/lib/api/api-error.ts';

// Loaded when the buyer asks to report: the product page's first load stays without the dialog library.
const ConfirmDialog = lazy(() => import('@/components/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })));

/** "Report this listing": to the team's queue (POST /reports), with what is wrong in the buyer's words. */
export function ReportListing({ productId }: { productId: string }) {
  const toast = useToast();
  const requireLogin = useRequireLogin('general');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const report = async (reason?: string) => {
    setBusy(true);
    try {
      await api.post('/reports', { targetType: 'product', targetId: productId, reason: reason?.trim() || 'Reported from the listing' });
      toast.success(REPORT_MESSAGES.reported);
      setOpen(false);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not send the report. Please try again.'));
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
        <AlertIcon size={15} /> Report this listing
      </button>
      {open && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setOpen}
            title="Report this listing?"
            description="Our team reviews every report. Tell us what is wrong: a scam, a fake item, a wrong price or picture, something not allowed."
            reason={{ label: 'What is wrong', placeholder: 'e.g. the seller asked for a deposit first', maxLength: 500 }}
            confirmLabel="Report"
            destructive
            busy={busy}
            onConfirm={(reason) => void report(reason)}
          />
        </Suspense>
      )}
    </>
  );
}
