import type { ReactNode } from 'react';
import { Card } from '@/components/page.tsx';

export type LegalSection = { heading: string; body: ReactNode };

/** A static legal text: its date, a short summary, then numbered sections. In English in every language for now (issue 29): `lang` says so. */
export function LegalText({ updated, summary, sections }: { updated: string; summary: ReactNode; sections: LegalSection[] }) {
  return (
    <Card className="p-5 md:p-7">
      <article lang="en" className="space-y-5 text-[15px] leading-relaxed text-slate-700">
        <p className="text-sm text-slate-500">Last updated {updated}</p>
        <div className="rounded-xl bg-brand-50 p-4 text-brand-950">{summary}</div>
        {sections.map((section, i) => (
          <section key={section.heading} aria-labelledby={`legal-${i}`}>
            <h2 id={`legal-${i}`} className="mb-1.5 text-base font-bold text-slate-900">
              {i + 1}. {section.heading}
            </h2>
            <div className="space-y-2 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1">{section.body}</div>
          </section>
        ))}
      </article>
    </Card>
  );
}
