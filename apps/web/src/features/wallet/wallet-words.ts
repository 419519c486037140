import { params } from '@nanostores/i18n';
import { i18n } from '@/lib/i18n/i18n.ts';

/** The wallet preview (doc 2 §2.12; issue 29), its sample transactions included: they are the app's words, not data. */
export const walletWords = i18n('wallet', {
  comingSoon: params('{feature} is coming soon. We will let you know when it is ready.'),
  wallet: 'Wallet',
  choosingLanguage: 'Choosing the wallet language',
  language: 'Language',
  preview: 'Preview.',
  previewText: 'The wallet is not live yet: the figures below are samples, not your money.',
  balance: 'Balance',
  available: 'Available balance (sample)',
  unconfirmed: 'Unconfirmed balance:',
  addingFunds: 'Adding funds',
  addFunds: 'Add Funds',
  withdrawing: 'Withdrawing',
  withdraw: 'Withdraw',
  recent: 'Recent transactions',
  completed: 'Completed',
  pending: 'Pending',
  failed: 'Failed',
  credit: 'Credit',
  debit: 'Debit',
  saleAwaiting: 'Sale: Samsung Galaxy A15, awaiting buyer confirmation',
  boost: 'Featured listing boost, 7 days',
  saleTable: 'Sale: Dining table with 6 chairs',
  withdrawalMomo: 'Withdrawal to MTN MoMo',
  withdrawalBank: 'Withdrawal to bank account',
  saleHandbag: 'Sale: Leather handbag',
  fundsByCard: 'Funds added by card',
});

export type WalletWords = ReturnType<typeof walletWords.get>;
