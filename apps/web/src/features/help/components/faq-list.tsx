import { ChevronDownIcon } from '@/components/icons.tsx';
import type { Faq } from '../faqs.ts';

/** Native disclosure rows: open and close with a tap or the keyboard, read out as expandable. */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <ul className="divide-y divide-slate-100">
      {faqs.map((faq) => (
        <li key={faq.id}>
          <details className="group">
            <summary className="flex cursor-pointer list-none items-center gap-3 px-5 py-4 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 [&::-webkit-details-marker]:hidden">
              <span className="flex-1">{faq.question}</span>
              <ChevronDownIcon size={18} className="shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
            </summary>
            <div className="space-y-2 px-5 pb-4 text-[15px] leading-relaxed text-slate-700">
              {faq.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
