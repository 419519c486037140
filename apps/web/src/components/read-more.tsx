import { useState } from 'react';
import { cn } from './cn.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { commonWords } from '@/components/common-words.ts';

/** doc 1 §9: descriptions longer than 200 characters fold behind "Read more". */
export const READ_MORE_AFTER = 200;

/** The folded text: whole when short or expanded, else cut at a word near the limit. */
export function foldText(text: string, limit = READ_MORE_AFTER): { text: string; folded: boolean } {
  if (text.length <= limit) return { text, folded: false };
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return { text: `${(space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`, folded: true };
}

export function ReadMore({ text, className }: { text: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const short = foldText(text);
  const t = useWords(commonWords);
  return (
    <div className={className}>
      <p className={cn('text-[15px] leading-relaxed whitespace-pre-line text-slate-700')}>{open ? text : short.text}</p>
      {short.folded && (
        <button type="button" aria-expanded={open} onClick={() => setOpen((o) => !o)} className="mt-1 text-sm font-semibold text-brand-700 hover:underline">
          {open ? t.showLess : t.readMore}
        </button>
      )}
    </div>
  );
}
