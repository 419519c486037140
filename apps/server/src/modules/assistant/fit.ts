import { formatPrice } from '@sokoni/contracts/money';
import type { Ranked } from './ranking.ts';
import { isOfKind, kindLabelOf, type AskedKind } from './understanding/index.ts';

/**
 * Issue 25: only listings of the asked kind within what was stated are matches. The rest are
 * alternatives: they come after every match, score below every one (in the red band), and say
 * what they are instead of "Matches …".
 */
const ALTERNATIVE_CAP = 39;

function asAlternative(r: Ranked, label: string, below: number): Ranked {
  return {
    ...r,
    fit: 'alternative',
    matchScore: Math.max(1, Math.min(r.matchScore, ALTERNATIVE_CAP, below - 1)),
    reasons: [label, ...r.reasons.filter((reason) => !reason.startsWith('Matches'))],
  };
}

/** The ranked listings split into the asked kind's (matches, in their order) and the others (alternatives, labelled). */
export function splitByKind(ranked: Ranked[], kind: AskedKind | null): { matches: Ranked[]; alternatives: Ranked[] } {
  if (!kind) return { matches: ranked.map((r) => ({ ...r, fit: 'match' as const })), alternatives: [] };
  const matches: Ranked[] = [];
  const others: Ranked[] = [];
  for (const r of ranked) (isOfKind(kind, r.candidate) ? matches : others).push(r);
  const floor = Math.min(100, ...matches.map((m) => m.matchScore));
  return {
    matches: matches.map((r) => ({ ...r, fit: 'match' as const })),
    alternatives: others.map((r) => asAlternative(r, `Other kind: ${kindLabelOf(r.candidate)}`, floor)),
  };
}

/** Listings of the asked kind outside the stated price, labelled with their price ("Over your budget: E6,499"). */
export function outsideBudget(ranked: Ranked[], maxPriceSzl: number | undefined): Ranked[] {
  return ranked.map((r) => {
    const price = formatPrice(r.candidate.priceAmount, r.candidate.currency, { cents: 'if-any' });
    const over = maxPriceSzl !== undefined && (r.candidate.priceSzl ?? 0) > maxPriceSzl;
    return asAlternative(r, over ? `Over your budget: ${price}` : `Outside your price range: ${price}`, 100);
  });
}
