import type { ReactNode } from 'react';
import { Card } from '@/components/page.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { legalWords } from '../legal-words.ts';

/** A section: its heading, then a paragraph or a list (each item's `**opening words**` in bold). */
export type LegalSection = { heading: string; body: string | string[] };

/** `**bold** rest`: the bold opening of a list item, then the rest. */
function rich(text: string): ReactNode {
  const bold = /^\*\*(.+?)\*\*(.*)$/s.exec(text);
  return bold ? (
    <>
      <strong>{bold[1]}</strong>
      {bold[2]}
    </>
  ) : (
    text
  );
}

/** A static legal text in the reader's language: its date, a short summary, then numbered sections. */
export function LegalText({ summary, sections }: { summary: string; sections: LegalSection[] }) {
  const t = useWords(legalWords);
  return (
    <Card className="p-5 md:p-7">
      <article className="space-y-5 text-[15px] leading-relaxed text-slate-700">
        <p className="text-sm text-slate-500">{t.lastUpdated({ date: t.updatedOn })}</p>
        <div className="rounded-xl bg-brand-50 p-4 text-brand-950">
          <p>{summary}</p>
        </div>
        {sections.map((section, i) => (
          <section key={section.heading} aria-labelledby={`legal-${i}`}>
            <h2 id={`legal-${i}`} className="mb-1.5 text-base font-bold text-slate-900">
              {i + 1}. {section.heading}
            </h2>
            <div className="space-y-2 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1">
              {typeof section.body === 'string' ? (
                <p>{section.body}</p>
              ) : (
                <ul>
                  {section.body.map((item) => (
                    <li key={item}>{rich(item)}</li>
                  ))}
                </ul>
              )}
            </div>
          </section>
        ))}
      </article>
    </Card>
  );
}
