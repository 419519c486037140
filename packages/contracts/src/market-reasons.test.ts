import { describe, expect, it } from 'vitest';
import { MARKET_REASONS_IN, reasonsBesideMarketChip } from './assistant-chips.ts';

describe('the reasons beside the market chip', () => {
  it('leave out the price-against-the-market reason in every language (issue 29)', () => {
    expect(reasonsBesideMarketChip(['Priced below similar listings', 'Under your budget'])).toEqual(['Under your budget']);
    expect(reasonsBesideMarketChip(['A premium pick', 'Fits a fair price', 'In Manzini'])).toEqual(['In Manzini']);
    expect(reasonsBesideMarketChip([MARKET_REASONS_IN.sw.below, 'Chini ya bajeti yako'])).toEqual(['Chini ya bajeti yako']);
    expect(reasonsBesideMarketChip([MARKET_REASONS_IN.ss.premium, 'Ngaphansi kwemali yakho'])).toEqual(['Ngaphansi kwemali yakho']);
  });
});
