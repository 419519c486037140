import { describe, expect, it } from 'vitest';
import { formatPrice } from '@sokoni/contracts/money';
import { recentTransactions, sampleWallet } from './sample-wallet.ts';

describe('the sample wallet (doc 2 §2.12)', () => {
  it('shows the 5 most recent transactions, newest first', () => {
    const wallet = sampleWallet(Date.parse('2026-11-27T12:00:00Z'));
    const recent = recentTransactions([...wallet.transactions].reverse());
    expect(recent).toHaveLength(5);
    expect(recent.map((t) => t.id)).toEqual(['tx-7', 'tx-6', 'tx-5', 'tx-4', 'tx-3']);
  });

  it('formats US dollars', () => {
    expect(formatPrice(1248.5, 'USD')).toBe('$1,248.50');
  });
});
