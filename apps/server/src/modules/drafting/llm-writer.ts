import { categoryName } from '@sokoni/contracts/catalog';
import { z } from 'zod';
import type { TextCompleter } from '../../platform/ai/index.ts';
import { namedNoun, type WritingEvidence } from './builtin-writer.ts';
import { namesKind } from './kinds.ts';

const reply = z.object({
  title: z.string().trim().min(3).max(80),
  description: z.string().trim().min(10).max(1000),
});

const SYSTEM = [
  'You write product listings for Sokoni, a marketplace in Southern and East Africa.',
  'Use only the facts you are given. Never state a price, a brand, a model, a year, a size, a quantity or a condition unless the seller\'s own words give it.',
  'If the facts are thin, write a short, plain listing and ask the buyer to message the seller for details.',
  'Reply with one JSON object and nothing else: {"title": "...", "description": "..."}. Title at most 70 characters, description at most 500.',
].join(' ');

/** The evidence as the LLM sees it: what was detected, the category, the seller's own words. No price. */
export function llmMessages(e: WritingEvidence) {
  const facts = {
    category: e.category ? categoryName(e.category) : 'unknown',
    subcategory: e.subcategory ?? null,
    seenInVideo: [namedNoun(e)].filter(Boolean),
    vehicleBody: e.vehicle ?? null,
    sellerTitle: e.seller.title ?? null,
    sellerDescription: e.seller.description ?? null,
  };
  return [
    { role: 'system' as const, content: SYSTEM },
    { role: 'user' as const, content: `Facts:\n${JSON.stringify(facts, null, 2)}\n\nWrite the listing's title and description.` },
  ];
}

/** The JSON object in a reply, even inside a ``` fence or after a sentence of preamble. */
function jsonIn(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('no JSON object in the reply');
  return JSON.parse(text.slice(start, end + 1));
}

/**
 * Numbers are where an LLM invents (prices, years, sizes, mileage): every number it writes must
 * be one the seller wrote.
 */
function inventedNumber(text: string, sellerWords: string): string | undefined {
  const allowed = new Set(sellerWords.match(/\d+(?:[.,]\d+)*/g) ?? []);
  return (text.match(/\d+(?:[.,]\d+)*/g) ?? []).find((n) => !allowed.has(n));
}

/**
 * Title and description from the LLM; rejects on any failure, a timeout, or a reply that breaks
 * the rules: a drafted title must name `kind` (the thing the evidence agreed on), never another.
 */
export async function writeWithLlm(llm: TextCompleter, e: WritingEvidence, timeoutMs: number, kind?: string): Promise<{ title: string; description: string }> {
  const text = await llm.complete(llmMessages(e), { timeoutMs, maxTokens: 400, temperature: 0.2 });
  const parsed = reply.parse(jsonIn(text));
  const sellerWords = `${e.seller.title ?? ''} ${e.seller.description ?? ''}`;
  const invented = inventedNumber(`${parsed.title} ${parsed.description}`, sellerWords);
  if (invented) throw new Error(`the LLM wrote a number the seller did not give (${invented})`);
  if (!e.seller.title?.trim() && (!kind || !namesKind(parsed.title, kind))) throw new Error(`the LLM's title does not name the ${kind ?? 'thing'} seen`);
  return { title: e.seller.title?.trim() || parsed.title, description: e.seller.description?.trim() || parsed.description };
}
