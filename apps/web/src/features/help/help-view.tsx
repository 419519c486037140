import { EmptyState } from '@/components/empty-state.tsx';
import { HelpIcon } from '@/components/icons.tsx';
import { Card, Page } from '@/components/page.tsx';

/** Help and Support (doc 2 §2.13). */
export function HelpView() {
  return (
    <Page title="Help & Support">
      <Card>
        <EmptyState
          icon={<HelpIcon size={28} />}
          title="How can we help?"
          description="Answers to common questions about accounts, selling, payments and safety, and ways to reach support, will be listed here."
        />
      </Card>
    </Page>
  );
}
