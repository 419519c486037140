import { EmptyState } from '@/components/empty-state.tsx';
import { SettingsIcon } from '@/components/icons.tsx';
import { Card, Page } from '@/components/page.tsx';

/** Settings (doc 2 §2.11). */
export function SettingsView() {
  return (
    <Page title="Settings">
      <Card>
        <EmptyState
          icon={<SettingsIcon size={28} />}
          title="No settings to change yet"
          description="Notification preferences, sounds, privacy and account controls will be managed here."
        />
      </Card>
    </Page>
  );
}
