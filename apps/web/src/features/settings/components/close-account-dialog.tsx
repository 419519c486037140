import { useMutation } from '@tanstack/react-query';
import { DELETED_ACCOUNT_RETENTION_DAYS, LOGOUT_AFTER_CLOSURE_MS } from '@sokoni/contracts/account-rules';
import { useId, useState, type FormEvent } from 'react';
import { Banner } from '@/components/banner.tsx';
import { Button } from '@/components/button.tsx';
import { FormFooter } from '@/components/form-footer.tsx';
import { textareaClasses } from '@/components/field.tsx';
import { Modal } from '@/components/modal.tsx';
import { logout } from '@/lib/session/logout.ts';
import { closeAccount, type AccountClosure } from '../api/close-account.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { closeAccountWords } from '../notification-words.ts';

type Words = ReturnType<typeof closeAccountWords.get>;

function closureWords(kind: AccountClosure, t: Words): { title: string; description: string; confirm: string; failed: string } {
  return kind === 'deactivate'
    ? { title: t.deactivateAccount, description: t.deactivateExplained, confirm: t.deactivateAccount, failed: t.deactivateFailed }
    : { title: t.deleteAccount, description: t.deleteExplained({ days: DELETED_ACCOUNT_RETENTION_DAYS }), confirm: t.deleteAccount, failed: t.deleteFailed };
}

/**
 * doc 2 §4: deactivation and deletion send a free-text reason; after success the server's message
 * shows and the user is signed out 2 seconds later.
 */
export function CloseAccountDialog({ kind, onClose }: { kind: AccountClosure | null; onClose: () => void }) {
  const words = closureWords(kind ?? 'deactivate', useWords(closeAccountWords));
  return (
    <Modal open={kind !== null} onOpenChange={(open) => !open && onClose()} title={words.title} description={words.description}>
      {kind && <CloseAccountForm key={kind} kind={kind} onCancel={onClose} />}
    </Modal>
  );
}

function CloseAccountForm({ kind, onCancel }: { kind: AccountClosure; onCancel: () => void }) {
  const id = useId();
  const [reason, setReason] = useState('');
  const t = useWords(closeAccountWords);
  const words = closureWords(kind, t);
  const close = useMutation({
    mutationFn: () => closeAccount(kind, reason.trim() || undefined),
    // Not tied to the dialog: closing it in the meantime must not keep the person signed in.
    onSuccess: () => setTimeout(() => void logout(), LOGOUT_AFTER_CLOSURE_MS),
  });

  if (close.isSuccess) {
    return (
      <div className="mt-4 space-y-2">
        <Banner tone="success">{close.data}</Banner>
        <p role="status" className="text-sm text-slate-600">
          {t.signingOut}
        </p>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    close.mutate();
  };
  return (
    <form onSubmit={submit} className="mt-4 space-y-4">
      {close.isError && <Banner tone="error">{words.failed}</Banner>}
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-700">
          {t.whyLeaving}
        </label>
        <textarea
          id={id}
          rows={3}
          maxLength={1000}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          placeholder={t.answerHelps}
          className={textareaClasses}
        />
      </div>
      <FormFooter onCancel={onCancel} cancelDisabled={close.isPending}>
        <Button type="submit" variant="danger" loading={close.isPending}>
          {words.confirm}
        </Button>
      </FormFooter>
    </form>
  );
}
