import { describe, expect, it } from 'vitest';
import { languageOfMessage } from './reply-language.ts';
import { replyWordsIn, type ReplyWords } from './reply-words.ts';
import { parseQuery } from './understanding/index.ts';

const LOCAL = (['ss', 'zu', 'sw'] as const).map((language) => [language, replyWordsIn(language)!] as const);
const previous = parseQuery('phone').query;
/** What a chip asks of the last search, as the understanding reads it. */
const asks = (chip: string) => {
  const turn = parseQuery(chip, { previous, defaultCurrency: 'SZL' });
  return { kind: turn.kind, condition: turn.query.condition, brands: turn.query.brands, nearMe: turn.query.nearMe, cheaper: turn.kind === 'refine' && turn.cheaper, moreLike: turn.kind === 'refine' ? turn.moreLikeIndex : undefined, keywords: turn.query.keywords, category: turn.query.category };
};
const chipsOf = (w: ReplyWords['chips']) => [w.onlyNew, w.onlyUsed, w.brandOnly('Samsung'), w.nearMe, w.cheaper, w.moreLikeFirst];
const ENGLISH = ['Only new ones', 'Only used ones', 'Samsung only', 'Near me', 'Cheaper', 'More like the first one'];

describe.each(LOCAL)('the built-in replies in %s', (language, words) => {
  it('offer chips the understanding reads as the English ones', () => {
    chipsOf(words.chips).forEach((chip, i) => expect(asks(chip), chip).toEqual(asks(ENGLISH[i]!)));
  });

  it('offer example searches the understanding reads as searches', () => {
    for (const example of words.examples({ phone: 'E2,000', sofa: 'E5,000' }, 'Manzini')) {
      const turn = parseQuery(example, { defaultCurrency: 'SZL' });
      expect(turn.needsClarification, example).toBe(false);
      expect(turn.query.category, example).toBeDefined();
    }
  });

  it('offer chips that, tapped, keep the conversation in the language (or name none, and the request\'s is kept)', () => {
    const hint = language === 'zu' ? 'zu' : 'ss';
    const chips = [...chipsOf(words.chips), ...words.examples({ phone: 'E2,000', sofa: 'E5,000' }, 'Manzini')];
    expect(chips.filter((chip) => {
      const read = languageOfMessage(chip, hint);
      return read !== null && read !== language;
    })).toEqual([]);
  });
});

describe('the LLM', () => {
  const facts = { question: 'Natafuta simu', relaxed: [], ranked: [], order: 'relevance' as const };
  it('is told to answer in the language the shopper wrote in, and English is asked as before', async () => {
    const { replyMessages } = await import('./llm-reply.ts');
    const english = replyMessages(facts)[0]!.content;
    expect(replyMessages({ ...facts, language: 'en' })[0]!.content).toBe(english);
    expect(replyMessages({ ...facts, language: 'sw' })[0]!.content).toBe(`${english} The shopper wrote in Kiswahili (Swahili): write the whole reply in Kiswahili (Swahili), keeping listing titles and prices exactly as the facts give them.`);
    expect(replyMessages({ ...facts, language: 'ss' })[0]!.content).toMatch(/write the whole reply in siSwati/);
  });
});
