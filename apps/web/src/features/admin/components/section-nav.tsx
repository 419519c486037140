import type { AdminStats } from '@sokoni/contracts/admin';
import { useId } from 'react';
import { cn } from '@/components/cn.ts';
import { inputClasses } from '@/components/field.tsx';
import { ViewLink } from '@/components/view-link.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { ADMIN_SECTIONS, sectionParams, type AdminSection } from '../admin-sections.ts';
import { adminWords } from '../admin-words.ts';

/** What waits in a section, from the console's totals: pending verifications, open reports. */
function waitingIn(section: AdminSection, stats: AdminStats | undefined): number {
  if (section === 'verifications') return stats?.pendingVerifications ?? 0;
  if (section === 'reports') return stats?.openReports ?? 0;
  return 0;
}

const labelWithCount = (label: string, count: number) => (count > 0 ? `${label} (${count})` : label);

type Props = { current: AdminSection; stats: AdminStats | undefined; onSelect: (section: AdminSection) => void };

/** A select on a phone (the page never scrolls sideways), a side menu of links from 768 px. */
export function SectionNav({ current, stats, onSelect }: Props) {
  const t = useWords(adminWords);
  const id = useId();
  return (
    <>
      <div className="mb-4 md:hidden">
        <label htmlFor={id} className="mb-1 block text-xs font-semibold text-slate-600">
          {t.section}
        </label>
        <select id={id} value={current} onChange={(event) => onSelect(event.target.value as AdminSection)} className={cn(inputClasses, 'h-11 font-semibold')}>
          {ADMIN_SECTIONS.map((section) => (
            <option key={section.id} value={section.id}>
              {labelWithCount(t[section.id], waitingIn(section.id, stats))}
            </option>
          ))}
        </select>
      </div>
      <nav aria-label={t.sections} className="hidden md:block">
        <ul className="sticky top-20 space-y-1">
          {ADMIN_SECTIONS.map((section) => {
            const active = section.id === current;
            const waiting = waitingIn(section.id, stats);
            return (
              <li key={section.id}>
                <ViewLink
                  view="admin"
                  params={sectionParams(section.id)}
                  aria-current={active ? 'page' : undefined}
                  onClick={(event) => {
                    // Sections replace each other in history: Back leaves the console.
                    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                    event.preventDefault();
                    onSelect(section.id);
                  }}
                  className={cn(
                    'flex items-center justify-between rounded-lg px-3 py-2 text-[15px] font-semibold transition-colors',
                    active ? 'bg-brand-50 text-brand-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                  )}
                >
                  {t[section.id]}
                  {waiting > 0 && (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-800 tabular-nums">
                      {waiting}
                      <span className="sr-only">{t.waiting}</span>
                    </span>
                  )}
                </ViewLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
