import { PREFERENCES_SAVED_CLOSE_MS } from '@sokoni/contracts/account-rules';
import type { NotificationPreference } from '@sokoni/contracts/notifications';
import { useEffect, useEffectEvent, useState } from 'react';
import { Banner } from '@/components/banner.tsx';
import { Button } from '@/components/button.tsx';
import { LoadState } from '@/components/load-state.tsx';
import { Modal } from '@/components/modal.tsx';
import { Skeleton } from '@/components/skeleton.tsx';
import { SwitchRow } from '@/components/switch.tsx';
import { loadFailureHint } from '@/lib/api/api-error.ts';
import { useNotificationPreferences } from '../api/get-notification-preferences.ts';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { accountWords } from '../account-words.ts';

const CHANNEL = { push: 'push', email: 'email', sms: 'sms' } as const satisfies Record<NotificationPreference['type'], string>;

/** doc 2 §2.10: a switch per preference item, Cancel and Save Changes; saved → a message, closed 1.5 s later. */
export function NotificationPreferencesModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useWords(accountWords);
  const query = useNotificationPreferences(open);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t.preferencesTitle} description={t.preferencesDescription}>
      <LoadState
        status={query.isPending ? 'loading' : query.isError ? 'error' : 'ready'}
        loading={
          <div className="mt-4 space-y-3" role="status" aria-label={t.loadingPreferences}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        }
        error={{ title: t.preferencesFailed, description: loadFailureHint(query.error), onRetry: () => void query.refetch() }}
      >
        {open && query.data && <PreferencesForm initial={query.data} onClose={() => onOpenChange(false)} />}
      </LoadState>
    </Modal>
  );
}

function PreferencesForm({ initial, onClose }: { initial: NotificationPreference[]; onClose: () => void }) {
  const t = useWords(accountWords);
  const [items, setItems] = useState(initial);
  const save = useUpdateNotificationPreferences();
  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (!save.isSuccess) return;
    const timer = setTimeout(() => close(), PREFERENCES_SAVED_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [save.isSuccess]);

  const toggle = (id: string, enabled: boolean) => setItems((current) => current.map((item) => (item.id === id ? { ...item, enabled } : item)));
  const submit = () =>
    save.mutate(items, {
      // doc 2 §8: a failed save is logged; the message below also says so, so nobody waits on it.
      onError: (error) => console.error('Saving notification preferences failed', error),
    });

  return (
    <div className="mt-4">
      {save.isSuccess && <Banner tone="success">{t.preferencesSaved}</Banner>}
      {save.isError && <Banner tone="error">{t.preferencesNotSaved}</Banner>}
      <ul className="-mx-5 mt-2 divide-y divide-slate-100 md:-mx-6">
        {items.map((item) => (
          <li key={item.id}>
            <SwitchRow
              label={item.title}
              description={
                <>
                  {item.description}
                  <span className="ml-1.5 inline-block rounded-md bg-slate-100 px-1.5 py-0.5 text-[11px] font-semibold text-slate-600">{t[CHANNEL[item.type]]}</span>
                </>
              }
              checked={item.enabled}
              disabled={save.isPending || save.isSuccess}
              onChange={(enabled) => toggle(item.id, enabled)}
              className="md:px-6"
            />
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={save.isPending}>
          {t.cancel}
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={save.isSuccess}>
          {save.isPending ? t.saving : t.saveChanges}
        </Button>
      </div>
    </div>
  );
}
