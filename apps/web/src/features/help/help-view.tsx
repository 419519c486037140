import { ACCOUNT_AREA_MESSAGES } from '@sokoni/contracts/account-rules';
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
import { CATEGORY_LABELS, FAQS, filterFaqs, HELP_CATEGORIES, type HelpCategory } from './faqs.ts';

/** Help and Support (doc 2 §2.13): search and a category filter over the FAQ, contact cards and guides. */
export function HelpView() {
  const id = useId();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<HelpCategory>('all');
  const shown = filterFaqs(FAQS, useDeferredValue(search), category);
  const toast = useToast();
  const { push } = useNavigation();
  const soon = (feature: string) => toast.info(`${ACCOUNT_AREA_MESSAGES.comingSoon(feature)} Until then, the answers above cover the common questions.`);
  const clear = () => {
    setSearch('');
    setCategory('all');
  };

  return (
    <Page title="Help and Support" subtitle="Answers about your account, selling, payments and staying safe.">
      <div className="space-y-6">
        <div className="space-y-3">
          <label htmlFor={id} className="sr-only">
            Search help
          </label>
          <div className="relative">
            <SearchIcon size={20} className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-slate-400" />
            <input id={id} type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Search help, e.g. verify, sell, delete" className={cn(inputClasses, 'pl-11')} />
          </div>
          <div role="group" aria-label="Topic" className="flex flex-wrap gap-2">
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
                {CATEGORY_LABELS[value]}
              </button>
            ))}
          </div>
        </div>

        <section aria-labelledby={`${id}-faq`}>
          <h2 id={`${id}-faq`} className="mb-3 text-lg font-bold text-slate-900">
            Frequently asked questions
          </h2>
          <Card>
            {shown.length > 0 ? (
              <FaqList faqs={shown} />
            ) : (
              <EmptyState
                icon={<SearchIcon size={28} />}
                title="No answers found"
                description={`Nothing matches "${search.trim()}"${category === 'all' ? '' : ` in ${CATEGORY_LABELS[category]}`}. Try one simple word such as "verify", "sell", "pay" or "delete", or look in every topic.`}
                actions={<Button onClick={clear}>Show all questions</Button>}
              />
            )}
          </Card>
          <p className="sr-only" role="status">
            {shown.length === 1 ? '1 answer' : `${shown.length} answers`}
          </p>
        </section>

        <ContactCards soon={soon} openAssistant={() => push('aichat')} />
        <GuideCards soon={soon} />
      </div>
    </Page>
  );
}
