import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/button.tsx';
import { ChatIcon, CloseIcon, SearchIcon, SparklesIcon } from '@/components/icons.tsx';
import { LoadState, type LoadStatus } from '@/components/load-state.tsx';
import { ProductCardSkeletons } from '@/entities/product/ui/product-card.tsx';
import { describeError } from '@/lib/api/describe-error.ts';
import { SEARCH_FAILURES, type AiSearchOutcome } from '../api/search-products.ts';
import { MatchResultCard } from './match-result-card.tsx';
import { useWords } from '@/lib/i18n/use-words.ts';
import { discoverWords } from '../discover-words.ts';

const GRID = 'grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 xl:grid-cols-4';

type Props = {
  query: UseQueryResult<AiSearchOutcome>;
  onClear: () => void;
  onContinueInChat: () => void;
  onSuggestion: (text: string) => void;
};

/** Try Again shows the skeletons again while it asks, so the tap visibly does something. */
const statusOf = (query: UseQueryResult<AiSearchOutcome>): LoadStatus => {
  if (query.isPending || (query.isError && query.isFetching && !query.data)) return 'loading';
  if (query.isError && !query.data) return 'error';
  return (query.data?.products.length ?? 0) > 0 ? 'ready' : 'empty';
};

/** doc 2 §2.2: 'AI-Matched Products', 'Found N perfect matches', Clear results; and the search carried on as a chat. */
export function SearchResults({ query, onClear, onContinueInChat, onSuggestion }: Props) {
  const outcome = query.data;
  // Only matches count as "perfect matches"; alternatives (another kind, over the budget) are labelled on their cards.
  const count = outcome ? outcome.products.filter((p) => outcome.matches[p.id]?.fit !== 'alternative').length : 0;
  const alternatives = (outcome?.products.length ?? 0) - count;
  const suggestions = outcome?.suggestions ?? [];
  const t = useWords(discoverWords);
  return (
    <section aria-labelledby="results-heading" aria-busy={query.isFetching} data-testid="search-results">
      <header className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id="results-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <SparklesIcon size={20} className="text-brand-700" /> {t.aiMatched}
          </h2>
          {outcome && count > 0 && (
            <p className="mt-0.5 text-sm text-slate-600">
              {t.foundMatches(count)}
              {outcome.understood && <span className="text-slate-500">{t.forWhat({ what: outcome.understood })}</span>}
              {alternatives > 0 && <span className="text-slate-500">{t.thenAlternatives(alternatives)}</span>}
            </p>
          )}
          {outcome?.notice && (
            <p role="status" className="mt-1 text-sm font-medium text-amber-900">
              {outcome.notice}
            </p>
          )}
        </div>
        <div className="flex shrink-0 gap-2">
          <Button variant="secondary" size="sm" onClick={onContinueInChat}>
            <ChatIcon size={16} /> {t.continueInChat}
          </Button>
          <Button variant="ghost" size="sm" onClick={onClear}>
            <CloseIcon size={16} /> {t.clearResults}
          </Button>
        </div>
      </header>
      <LoadState
        status={statusOf(query)}
        loading={<ProductCardSkeletons count={4} className={GRID} />}
        frameClassName="rounded-2xl border border-slate-200/80 bg-white"
        error={{ title: t.searchFailed, description: describeError(query.error, SEARCH_FAILURES.server), onRetry: () => void query.refetch() }}
        empty={{
          icon: <SearchIcon size={26} />,
          title: outcome?.needsClarification ? t.tellMeMore : t.noMatches,
          description: outcome?.needsClarification
            ? t.tellMeMoreHint
            : t.noMatchesHint,
          actions:
            suggestions.length > 0 ? (
              <ul className="flex flex-wrap justify-center gap-2">
                {suggestions.map((s) => (
                  <li key={s}>
                    <button type="button" onClick={() => onSuggestion(s)} className="min-h-9 rounded-full bg-slate-100 px-3.5 py-1.5 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800">
                      {s}
                    </button>
                  </li>
                ))}
              </ul>
            ) : undefined,
        }}
      >
        <ul className={GRID}>
          {outcome?.products.map((product, i) => (
            <li key={product.id}>
              <MatchResultCard product={product} match={outcome.matches[product.id]} eager={i < 4} />
            </li>
          ))}
        </ul>
      </LoadState>
    </section>
  );
}
