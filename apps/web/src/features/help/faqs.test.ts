import { describe, expect, it } from 'vitest';
import { FAQS, filterFaqs } from './faqs.ts';

const ids = (search: string, category: Parameters<typeof filterFaqs>[2] = 'all') => filterFaqs(FAQS, search, category).map((f) => f.id);

describe('filterFaqs (doc 2 §2.13)', () => {
  it('has six answers, all shown with no search', () => {
    expect(FAQS).toHaveLength(6);
    expect(ids('')).toHaveLength(6);
  });

  it('filters by category', () => {
    expect(ids('', 'account')).toEqual(['sign-up', 'verify', 'delete']);
    expect(ids('', 'selling')).toEqual(['sell']);
  });

  it('matches every word, in any order and case, in questions and answers', () => {
    expect(ids('VIDEO id')).toEqual(['verify']);
    expect(ids('deposit')).toEqual(['pay-meet']);
    expect(ids('deposit', 'account')).toEqual([]);
    expect(ids('zebra')).toEqual([]);
    expect(ids('verif')).toContain('verify');
    expect(ids('  ')).toHaveLength(6);
  });
});
