import type { ComponentType } from 'react';
import { Page } from '@/components/page.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { sectionOf, sectionParams, type AdminSection } from './admin-sections.ts';
import { adminWords } from './admin-words.ts';
import { useAdminStats } from './api/get-admin-stats.ts';
import { AuditSection } from './components/audit-section.tsx';
import { CommentsSection } from './components/comments-section.tsx';
import { HeldMediaSection } from './components/held-media-section.tsx';
import { ProductsSection } from './components/products-section.tsx';
import { ReportsSection } from './components/reports-section.tsx';
import { SectionNav } from './components/section-nav.tsx';
import { ShopsSection } from './components/shops-section.tsx';
import { UsersSection } from './components/users-section.tsx';
import { VerificationsSection } from './components/verifications-section.tsx';

const SECTION_SCREENS: Record<AdminSection, ComponentType> = {
  verifications: VerificationsSection,
  reports: ReportsSection,
  comments: CommentsSection,
  media: HeldMediaSection,
  users: UsersSection,
  shops: ShopsSection,
  products: ProductsSection,
  audit: AuditSection,
};

/**
 * The admin console (issue 14). Its route renders it only for role admin (route-guard.tsx), so
 * nobody else downloads this chunk; the server checks the role on every call anyway.
 */
export function AdminView() {
  const t = useWords(adminWords);
  const { current, replace } = useNavigation();
  const section = sectionOf(current.params.section);
  const stats = useAdminStats();
  const Section = SECTION_SCREENS[section];
  return (
    <Page title={t.console} width="wide">
      <div className="md:grid md:grid-cols-[12rem_minmax(0,1fr)] md:gap-6 lg:gap-8">
        <SectionNav current={section} stats={stats.data} onSelect={(next) => replace('admin', sectionParams(next))} />
        <div className="min-w-0">
          <Section key={section} />
        </div>
      </div>
    </Page>
  );
}
