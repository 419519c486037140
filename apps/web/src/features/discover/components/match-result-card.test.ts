// @vitest-environment node
import { MARKET_REASONS_IN } from '@sokoni/contracts/assistant-rules';
import { describe, expect, it } from 'vitest';
import { reasonsBesideMarketChip } from './match-result-card.tsx';

describe('the reasons beside the market chip', () => {
  it('leave out the price-against-the-market reason in every language (issue 29)', () => {
    expect(reasonsBesideMarketChip(['Priced below similar listings', 'Under your budget'])).toEqual(['Under your budget']);
    expect(reasonsBesideMarketChip([MARKET_REASONS_IN.sw.below, 'Chini ya bajeti yako'])).toEqual(['Chini ya bajeti yako']);
    expect(reasonsBesideMarketChip([MARKET_REASONS_IN.ss.premium, 'Ngaphansi kwemali yakho'])).toEqual(['Ngaphansi kwemali yakho']);
  });
});
