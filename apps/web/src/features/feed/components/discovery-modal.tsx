import { useId, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { inputClasses } from '@/components/field.tsx';
import { SearchIcon, SparklesIcon } from '@/components/icons.tsx';
import { Modal } from '@/components/modal.tsx';
import { useExamplePrompts } from '@/entities/assistant/example-prompts.ts';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { feedWords } from '../feed-words.ts';

/** doc 1 §2.5: "/" opens AI discovery — describe what you want, the assistant takes it from there. */
export function DiscoveryModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { push } = useNavigation();
  const [query, setQuery] = useState('');
  const id = useId();
  const t = useWords(feedWords);
  const examples = useExamplePrompts();
  const go = (q: string) => {
    if (!q.trim()) return;
    onOpenChange(false);
    push('discover', { q: q.trim() });
  };
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t.aiDiscovery} description={t.aiDiscoveryHint}>
      <form
        className="mt-4 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          go(query);
        }}
      >
        <label htmlFor={id} className="sr-only">
          {t.lookingFor}
        </label>
        <div className="relative">
          <SparklesIcon size={18} className="absolute top-1/2 left-3.5 -translate-y-1/2 text-brand-600" />
          <input id={id} autoFocus value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t.discoveryExample} className={`${inputClasses} pl-10`} />
        </div>
        <div className="flex flex-wrap gap-2">
          {examples.map((idea) => (
            <button key={idea} type="button" onClick={() => go(idea)} className="rounded-full bg-slate-100 px-3 py-1.5 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800">
              {idea}
            </button>
          ))}
        </div>
        <Button type="submit" block size="lg" disabled={!query.trim()}>
          <SearchIcon size={18} /> {t.search}
        </Button>
      </form>
    </Modal>
  );
}
