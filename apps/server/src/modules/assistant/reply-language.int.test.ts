import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { createProducts, createShop } from '../products/test-catalog.ts';

// Issue 29: the assistant answers in the language the shopper wrote in.
let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const manzini = await createShop(db, { name: 'Manzini Mobile', city: 'Manzini' });
  const nairobi = await createShop(db, { name: 'Nairobi Gadgets', city: 'Nairobi', country: 'KE' });
  const joburg = await createShop(db, { name: 'Joburg Autos', city: 'Johannesburg', country: 'ZA' });
  await createProducts(db, manzini.id, [
    { title: 'Samsung Galaxy A14 64GB', brand: 'Samsung', subcategory: 'Phones & Tablets', priceAmount: 1800, condition: 'new', city: 'Manzini' },
    { title: 'Itel A70 smartphone', brand: 'Itel', subcategory: 'Phones & Tablets', priceAmount: 1200, condition: 'used', city: 'Manzini' },
  ]);
  const ke = { currency: 'KES', city: 'Nairobi', country: 'KE' };
  await createProducts(db, nairobi.id, [
    { ...ke, title: 'Tecno Spark Go 2024 64GB', brand: 'Tecno', subcategory: 'Phones & Tablets', priceAmount: 12_000, condition: 'new' },
    { ...ke, title: 'Samsung Galaxy A05 64GB', brand: 'Samsung', subcategory: 'Phones & Tablets', priceAmount: 15_000, condition: 'used' },
    { ...ke, title: 'HP 250 G9 Core i5 8GB/256GB', brand: 'HP', subcategory: 'Laptops & Computers', priceAmount: 52_000, condition: 'new', tags: ['laptop'] },
  ]);
  const za = { currency: 'ZAR', city: 'Johannesburg', country: 'ZA', category: 'vehicles', subcategory: 'Cars', condition: 'used' as const };
  await createProducts(db, joburg.id, [
    { ...za, title: '2015 VW Polo Vivo hatch', brand: 'Volkswagen', priceAmount: 110_000 },
    { ...za, title: '2017 Toyota Corolla Quest', brand: 'Toyota', priceAmount: 150_000 },
  ]);
});
afterAll(() => t?.close());

type Reply = { message: string; products: { title: string }[]; suggestedActions: string[]; suggestions: string[]; needsClarification: boolean };
const chat = async (message: string, headers: Record<string, string> = {}, location?: object): Promise<Reply> => {
  const res = await t.app.inject({ method: 'POST', url: '/api/ai/chat', payload: { message, ...(location ? { location } : {}) }, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('the assistant answers in the language the shopper wrote in', () => {
  it('Kiswahili: a phone under a cap', async () => {
    const reply = await chat('Natafuta simu chini ya KSh 20,000', {}, { country: 'KE' });
    expect(reply.products.map((p) => p.title)).toContain('Tecno Spark Go 2024 64GB');
    expect(reply.message).toMatch(/^Nimepata bidhaa \d+ zinazolingana na unachotafuta\. .* ni .* kwa (?:KSh |E)[\d,]+\./);
    expect(reply.suggestedActions.length).toBeGreaterThan(0);
    expect(reply.suggestedActions).not.toContain('Near me');
    expect(reply.suggestedActions).toContain('Karibu na mimi');
  });

  it('siSwati: a phone under a cap', async () => {
    const reply = await chat('Ngicela lucingo ngaphansi kwa E2000');
    expect(reply.products.map((p) => p.title)).toContain('Itel A70 smartphone');
    expect(reply.message).toMatch(/^Ngitfole tintfo letingu-\d+ letifanana nalokufunako\. Lokufanele kakhulu ngu-.* nge-E[\d,]+\.$/);
    expect(reply.suggestedActions).toContain('Eduze kwami');
  });

  it('isiZulu: used cars in Johannesburg', async () => {
    const reply = await chat('Sawubona, ngidinga izimoto ezisetshenzisiwe eGoli', {}, { country: 'ZA' });
    expect(reply.products.map((p) => p.title)).toContain('2015 VW Polo Vivo hatch');
    expect(reply.message).toMatch(/^Ngithole izinto ezingu-2 ezifana nalokho okufunayo\. .* ngu-.* nge-R ?[\d ,]+\.$/);
  });

  it('English stays as it was, whatever the request language', async () => {
    const reply = await chat('I want a phone under E2000', { 'accept-language': 'sw' });
    expect(reply.message).toMatch(/^Here are \d+ matches for phones under E2,000\./);
    expect(reply.suggestedActions).toContain('Near me');
  });

  it('a greeting alone is asked back in its language, with example searches in it', async () => {
    const reply = await chat('Sawubona, ngicela', { 'accept-language': 'ss' });
    expect(reply.needsClarification).toBe(true);
    expect(reply.message).toMatch(/^Ngiyajabula kukusita kutsenga!/);
    expect(reply.suggestions[0]).toMatch(/^Lucingo ngaphansi kwa E/);
    const kiswahili = await chat('Habari, naomba', { 'accept-language': 'en' }, { country: 'KE' });
    expect(kiswahili.message).toMatch(/^Nafurahi kukusaidia kununua!/);
    expect(kiswahili.suggestions[0]).toBe('Simu chini ya KSh 15,000');
  });

  it('words in no language: the request language (the account’s or Accept-Language), else English', async () => {
    expect((await chat('Samsung A05', { 'accept-language': 'sw-KE' })).message).toMatch(/^Nimepata bidhaa/);
    expect((await chat('Samsung A05')).message).toMatch(/^Here (?:is|are)/);
  });

  it('a chip tapped in a Kiswahili conversation is answered in Kiswahili, whatever Accept-Language says', async () => {
    const headers = { 'x-guest-key': 'guest-key-kiswahili-01', 'accept-language': 'en' };
    const first = await t.app.inject({ method: 'POST', url: '/api/ai/chat', payload: { message: 'Natafuta simu', sessionId: 'test_session_sw_chips' }, headers });
    expect(first.json().data.message).toMatch(/^Nimepata bidhaa/);
    const chip = first.json().data.suggestedActions.find((a: string) => a.endsWith(' tu') || a === 'Karibu na mimi');
    expect(chip).toBeDefined();
    const next = await t.app.inject({ method: 'POST', url: '/api/ai/chat', payload: { message: 'Samsung', sessionId: 'test_session_sw_chips' }, headers });
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().data.message).toMatch(/^Nimepata bidhaa/);
  });

  it('Kiswahili: nothing fits, said in Kiswahili', async () => {
    const reply = await chat('Natafuta laptop chini ya KSh 1,000', {}, { country: 'KE' });
    expect(reply.message).toMatch(/^Hakuna kinacholingana na unachotafuta kwenye Sokoni kwa sasa/);
  });
});

type Words = { understood?: string; suggestions: string[]; suggestedActions?: string[]; message?: string; matches?: { reasons: string[]; matchScore: number }[] };
/** A chat reply's and a discovery search's words: what issue 29 translates. */
const wordsOfChat = (r: Reply & Words) => ({ message: r.message, understood: r.understood, suggestions: r.suggestions, suggestedActions: r.suggestedActions, matches: r.matches!.map((m) => ({ score: m.matchScore, reasons: m.reasons })) });
const search = async (query: string, headers: Record<string, string> = {}, location?: object) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/ai/search', payload: { query, ...(location ? { location } : {}) }, headers });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { understood?: string; suggestions: string[]; results: { matchScore: number; reasons: string[]; lifestyleMatch: string }[] };
  return { understood: data.understood, suggestions: data.suggestions, results: data.results.map((r) => ({ score: r.matchScore, reasons: r.reasons, lifestyleMatch: r.lifestyleMatch })) };
};
const ENGLISH_WORDS = /\b(?:under|used|phones?|budget|as you asked|brand new|pre-owned|matches|laptops|computers|accessories)\b/i;

describe('the reading, the reasons and the chips follow the language too', () => {
  it('siSwati: the reading, each match\'s reasons and the related searches', async () => {
    const reply = (await chat('Ngicela lucingo ngaphansi kwa E2000')) as Reply & Words;
    expect(reply.understood).toBe('tingcingo nemathebulethi ngaphansi kwa E2,000');
    expect(reply.matches![0]!.reasons).toContain('Ngaphansi kwemali yakho');
    expect(reply.suggestions).toEqual(['Emakhompyutha ngaphansi kwa E2,000', 'Libonakudze nemsakato ngaphansi kwa E2,000', 'Tinsita te-elektroniki ngaphansi kwa E2,000']);
    for (const m of reply.matches!) expect(m.reasons.join(' | ')).not.toMatch(ENGLISH_WORDS);
    const found = await search('Ngicela lucingo ngaphansi kwa E2000');
    expect(found.understood).toBe(reply.understood);
    expect(found.results[0]!.lifestyleMatch).toMatch(/^Itel A70 smartphone, lokusetjentisiwe, eManzini nge-E1,200, ngekhatsi kwemali yakho\.$/);
  });

  it('Kiswahili: the reading, each match\'s reasons and the related searches', async () => {
    const reply = (await chat('Natafuta simu ya Samsung chini ya KSh 20,000', {}, { country: 'KE' })) as Reply & Words;
    expect(reply.understood).toBe('simu na tabiti za Samsung chini ya KSh 20,000');
    expect(reply.matches![0]!.reasons).toEqual(expect.arrayContaining(['Chini ya bajeti yako', 'Samsung, kama ulivyoomba']));
    expect(reply.suggestions).toEqual(['Kompyuta chini ya KSh 20,000', 'Runinga na redio chini ya KSh 20,000', 'Vifaa vya elektroniki chini ya KSh 20,000']);
    for (const m of reply.matches!) expect(m.reasons.join(' | ')).not.toMatch(ENGLISH_WORDS);
    const found = await search('Natafuta simu ya Samsung chini ya KSh 20,000', {}, { country: 'KE' });
    expect(found.understood).toBe(reply.understood);
    expect(found.suggestions).toEqual(reply.suggestions);
    expect(found.results[0]!.lifestyleMatch).toBe('Samsung Galaxy A14 64GB, mpya, Manzini kwa E1,800, ndani ya bajeti yako.');
  });

  it('English: word for word as before (the snapshot was taken from the code before issue 29\'s translation of these)', async () => {
    const chatWords = wordsOfChat((await chat('I want a used Samsung phone under E2000 in Manzini', { 'accept-language': 'sw' })) as Reply & Words);
    const kenya = wordsOfChat((await chat('cheap laptop under KSh 60,000', {}, { country: 'KE' })) as Reply & Words);
    const found = await search('Samsung phone under KSh 20,000', {}, { country: 'KE' });
    expect({ chatWords, kenya, found }).toMatchSnapshot();
  });
});
