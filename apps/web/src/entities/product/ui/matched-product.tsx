import type { MatchFit } from '@sokoni/contracts/assistant-rules';
import type { ReactNode } from 'react';
import { cn } from '@/components/cn.ts';
import type { CatalogProduct } from '../types.ts';
import { ProductCard } from './product-card.tsx';
import { AlternativeLabel, MatchReasons, MatchScoreBadge } from './match-score.tsx';

export type ProductMatch = { matchScore: number; reasons: readonly string[]; fit?: MatchFit };

type Props = { product: CatalogProduct; match?: ProductMatch; sizes?: string; eager?: boolean; className?: string; children?: ReactNode };

/** A product the assistant picked: the app's product card, then its match score in its colour band and the first 2 reasons (doc 2 §9). */
export function MatchedProduct({ product, match, sizes, eager, className, children }: Props) {
  return (
    <div className={cn('flex flex-col gap-2', className)} data-testid="matched-product">
      <ProductCard product={product} sizes={sizes} eager={eager} />
      {match && (
        <div className="space-y-1 px-0.5">
          {/* Issue 25: an alternative says what it is (another kind, over the budget), never "N% match". */}
          {match.fit === 'alternative' ? <AlternativeLabel reason={match.reasons[0]} /> : <MatchScoreBadge score={match.matchScore} />}
          {match.fit !== 'alternative' && <MatchReasons reasons={match.reasons} />}
        </div>
      )}
      {children}
    </div>
  );
}
