import { walletWords, type WalletWords } from './wallet-words.ts';
/** doc 2 §3 Wallet transaction (sample only). */
export type WalletTransaction = { id: string; type: 'credit' | 'debit'; amount: number; description: string; date: string; status: 'completed' | 'pending' | 'failed' };

export type Wallet = { currency: string; balance: number; unconfirmedBalance: number; transactions: WalletTransaction[] };

/** doc 2 §9: the overview shows the 5 most recent transactions. */
export const WALLET_RECENT_COUNT = 5;

const daysAgo = (now: number, days: number, hour: number) => {
  const date = new Date(now - days * 86_400_000);
  date.setHours(hour, 15, 0, 0);
  return date.toISOString();
};

/**
 * doc 2 §2.12: sample figures only, no calls (wallet in USD, §9). Dated relative to today so the
 * preview reads like a live wallet.
 */
export function sampleWallet(now = Date.now(), t: WalletWords = walletWords.get()): Wallet {
  return {
    currency: 'USD',
    balance: 1248.5,
    unconfirmedBalance: 150,
    transactions: [
      { id: 'tx-7', type: 'credit', amount: 150, description: t.saleAwaiting, date: daysAgo(now, 0, 10), status: 'pending' },
      { id: 'tx-6', type: 'debit', amount: 12.99, description: t.boost, date: daysAgo(now, 1, 16), status: 'completed' },
      { id: 'tx-5', type: 'credit', amount: 420, description: t.saleTable, date: daysAgo(now, 3, 12), status: 'completed' },
      { id: 'tx-4', type: 'debit', amount: 200, description: t.withdrawalMomo, date: daysAgo(now, 5, 9), status: 'completed' },
      { id: 'tx-3', type: 'debit', amount: 35, description: t.withdrawalBank, date: daysAgo(now, 6, 14), status: 'failed' },
      { id: 'tx-2', type: 'credit', amount: 85, description: t.saleHandbag, date: daysAgo(now, 9, 11), status: 'completed' },
      { id: 'tx-1', type: 'credit', amount: 500, description: t.fundsByCard, date: daysAgo(now, 14, 8), status: 'completed' },
    ],
  };
}

/** The newest transactions first, at most `count`. */
export function recentTransactions(transactions: WalletTransaction[], count = WALLET_RECENT_COUNT): WalletTransaction[] {
  return [...transactions].sort((a, b) => Date.parse(b.date) - Date.parse(a.date)).slice(0, count);
}
