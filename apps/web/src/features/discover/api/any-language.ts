import type { AssistantSearchResult } from '@sokoni/contracts/assistant';
import { imageFailureChipOf, reasonsBesideMarketChip } from '@sokoni/contracts/assistant-chips';
import type { CatalogProduct } from '@/entities/product/types.ts';

/** A match as search-products.ts keeps it (named here, not imported from the file that loads this one). */
type AiMatch = Omit<AssistantSearchResult, 'product'>;

// Loaded beside a search's answer, not with the page (search-products.ts): what needs the
// assistant's words in every language (issue 29).

export { imageFailureChipOf };

/** A priced match's card shows its market chip: its reasons need not say the same again. */
export const shownMatch = (product: CatalogProduct, match: AiMatch): AiMatch =>
  product.price.amount > 0 && match.pricingInsight?.marketPosition ? { ...match, reasons: reasonsBesideMarketChip(match.reasons) } : match;
