import { useDeferredValue, useId, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { cn } from '@/components/cn.ts';
import { EmptyState } from '@/components/empty-state.tsx';
import { inputClasses } from '@/components/field.tsx';
import { SearchIcon } from '@/components/icons.tsx';
import { Card, Page } from '@/components/page.tsx';
import { useToast } from '@/components/toast/toast-context.ts';
import { useNavigation } from '@/lib/navigation/navigation-context.ts';
import { ContactCards, GuideCards } from './components/help-cards.tsx';
import { FaqList } from './components/faq-list.tsx';
import { filterFaqs, HELP_CATEGORIES, type HelpCategory } from './faqs.ts';
import { useWords } from '@/lib/i18n/use-words.ts';
import { categoryLabel, faqsIn, helpWords } from './help-words.ts';

/** Help and Support (doc 2 §2.13): search and a category filter over the FAQ, contact cards and guides. */
export function HelpView() {
  const id = useId();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<HelpCategory>('all');
  const t = useWords(helpWords);
  const shown = filterFaqs(faqsIn(t), useDeferredValue(search), category);
  const toast = useToast();
  const { push } = useNavigation();
  const soon = (feature: string) => toast.info(t.comingSoon({ feature }));
  const clear = () => {
    setSearch('');
    setCategory('all');
  };

  return (
    <Page title={t.title} subtitle={t.subtitle}>
      <div className="space-y-6">
        <div className="space-y-3">
          <label htmlFor={id} className="sr-only">
            {t.searchHelp}
          </label>
          <div className="relative">
            <SearchIcon size={20} className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-slate-400" />
            <input id={id} type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder={t.searchPlaceholder} className={cn(inputClasses, 'pl-11')} />
          </div>
          <div role="group" aria-label={t.topic} className="flex flex-wrap gap-2">
            {HELP_CATEGORIES.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={category === value}
                onClick={() => setCategory(value)}
                className={cn(
                  'h-9 shrink-0 rounded-full px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
                  category === value ? 'bg-brand-700 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50',
                )}
              >
                {categoryLabel(value, t)}
              </button>
            ))}
          </div>
        </div>

        <section aria-labelledby={`${id}-faq`}>
          <h2 id={`${id}-faq`} className="mb-3 text-lg font-bold text-slate-900">
            {t.faqTitle}
          </h2>
          <Card>
            {shown.length > 0 ? (
              <FaqList faqs={shown} />
            ) : (
              <EmptyState
                icon={<SearchIcon size={28} />}
                title={t.noAnswers}
                description={category === 'all' ? t.nothingMatches({ search: search.trim() }) : t.nothingMatchesIn({ search: search.trim(), category: categoryLabel(category, t) })}
                actions={<Button onClick={clear}>{t.showAll}</Button>}
              />
            )}
          </Card>
          <p className="sr-only" role="status">
            {shown.length === 1 ? t.oneAnswer : t.answers({ count: shown.length })}
          </p>
        </section>

        <ContactCards soon={soon} openAssistant={() => push('aichat')} />
        <GuideCards soon={soon} />
      </div>
    </Page>
  );
}
