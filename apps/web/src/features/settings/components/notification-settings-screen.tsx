import type { NotificationSettings } from '@sokoni/contracts/notifications';
import { useState } from 'react';
import { Button } from '@/components/button.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { AlertIcon, RefreshIcon } from '@/components/icons.tsx';
import { Card } from '@/components/page.tsx';
import { Skeleton } from '@/components/skeleton.tsx';
import { SwitchRow } from '@/components/switch.tsx';
import { useToast } from '@/components/toast/toast-context.ts';
import { useNotificationSettings } from '../api/get-notification-settings.ts';
import { useResetNotificationSettings } from '../api/reset-notification-settings.ts';
import { useUpdateNotificationSettings, type SettingsGroup } from '../api/update-notification-settings.ts';
import { NOTIFICATION_SWITCHES } from '../notification-switches.ts';
import { SettingsGroup as GroupCard } from './settings-group.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { notificationWords } from '../notification-words.ts';

/** 'Failed to load notification settings' with Retry (doc 2 §8). */
export function SettingsLoadError({ onRetry }: { onRetry: () => void }) {
  const t = useWords(notificationWords);
  return (
    <Card>
      <EmptyState
        icon={<AlertIcon size={28} />}
        title={t.loadFailed}
        description={t.checkConnection}
        actions={
          <Button size="lg" onClick={onRetry}>
            <RefreshIcon size={18} /> {t.retry}
          </Button>
        }
      />
    </Card>
  );
}

function SettingsSkeleton() {
  const t = useWords(notificationWords);
  return (
    <div role="status" aria-label={t.loading} className="space-y-4">
      <Skeleton className="h-64 w-full rounded-2xl" />
      <Skeleton className="h-40 w-full rounded-2xl" />
    </div>
  );
}

/** doc 2 §2.11 notifications sub-screen: the nested settings of §3, each switch saved as it moves; reset to the defaults. */
export function NotificationSettingsScreen() {
  const query = useNotificationSettings(true);
  const update = useUpdateNotificationSettings();
  const reset = useResetNotificationSettings();
  const toast = useToast();
  const [confirmReset, setConfirmReset] = useState(false);
  const t = useWords(notificationWords);

  if (query.isPending) return <SettingsSkeleton />;
  if (query.isError) return <SettingsLoadError onRetry={() => void query.refetch()} />;
  const settings = query.data;

  const doReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => toast.success(t.resetDone),
      onError: () => toast.error(t.resetFailed),
      onSettled: () => setConfirmReset(false),
    });

  return (
    <div className="space-y-4">
      {(Object.keys(NOTIFICATION_SWITCHES) as SettingsGroup[]).map((group) => (
        <SwitchGroup key={group} group={group} settings={settings} onChange={(key, on) => update.mutate({ [group]: { [key]: on } })} />
      ))}
      <Button variant="outline" block onClick={() => setConfirmReset(true)}>
        <RefreshIcon size={18} /> {t.resetToDefaults}
      </Button>
      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        title={t.resetQuestion}
        description={t.resetExplained}
        confirmLabel={t.reset}
        busy={reset.isPending}
        onConfirm={doReset}
      />
    </div>
  );
}

function SwitchGroup({ group, settings, onChange }: { group: SettingsGroup; settings: NotificationSettings; onChange: (key: string, on: boolean) => void }) {
  const { title, master, items } = NOTIFICATION_SWITCHES[group];
  const t = useWords(notificationWords);
  const values = settings[group] as Record<string, boolean>;
  const masterOn = master ? values[master.key] !== false : true;
  return (
    <GroupCard title={t[title]}>
      {master && <SwitchRow label={t[master.label]} description={t[master.description]} checked={masterOn} onChange={(on) => onChange(master.key, on)} />}
      {items.map((item) => (
        <SwitchRow
          key={item.key}
          label={t[item.label]}
          description={t[item.description]}
          checked={Boolean(values[item.key])}
          disabled={!masterOn}
          onChange={(on) => onChange(item.key, on)}
          className={master ? 'pl-8' : undefined}
        />
      ))}
    </GroupCard>
  );
}
