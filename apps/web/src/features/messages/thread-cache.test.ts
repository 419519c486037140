import { describe, expect, it } from 'vitest';
import { addMessage, addMessages, inOrder, mapMessages, newestMessageId, type Pages } from './thread-cache.ts';

type M = { id: string; createdAt: string; read?: boolean };
type P = { messages: M[]; hasMore: boolean };
const m = (id: string, second: number): M => ({ id, createdAt: `2026-11-25T08:00:${String(second).padStart(2, '0')}.000000Z` });
const pages = (...lists: M[][]): Pages<P> => ({ pages: lists.map((messages) => ({ messages, hasMore: true })), pageParams: lists.map(() => undefined) });

describe('thread cache', () => {
  it('appends a new message to the newest page, in time order, and never twice', () => {
    let data = pages([m('c', 30), m('d', 40)], [m('a', 10), m('b', 20)]);
    data = addMessage(data, m('e', 50));
    data = addMessage(data, m('e', 50));
    data = addMessage(data, m('late', 35));
    expect(inOrder(data).map((x) => x.id)).toEqual(['a', 'b', 'c', 'late', 'd', 'e']);
    expect(newestMessageId(data)).toBe('e');
  });

  it('replaces a copy it already has (a fresher read state) wherever it is', () => {
    const data = addMessage(pages([m('c', 30)], [m('a', 10)]), { ...m('a', 10), read: true });
    expect(inOrder(data)).toEqual([{ ...m('a', 10), read: true }, m('c', 30)]);
  });

  it('merges a catch-up batch that overlaps what is on screen without doubling', () => {
    const data = addMessages(pages([m('a', 10), m('b', 20)]), [m('b', 20), m('c', 30), m('d', 40)]);
    expect(inOrder(data).map((x) => x.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('maps every loaded message (read receipts)', () => {
    const data = mapMessages(pages([m('b', 20)], [m('a', 10)]), (x) => ({ ...x, read: true }));
    expect(inOrder(data).every((x) => x.read)).toBe(true);
  });
});
