import type { ChatMessage } from '@sokoni/contracts/chats';
import { afterEach, describe, expect, it } from 'vitest';
import { wordsReady } from '@/lib/i18n/i18n.ts';
import { language } from '@/lib/i18n/language.ts';
import { dealerRows, fromChatMessage, shopRows, withPending, type ThreadMessage } from './thread-model.ts';

const message = (key: string, createdAt: string, extra: Partial<ThreadMessage> = {}): ThreadMessage => ({
  key,
  clientKey: null,
  mine: false,
  content: key,
  createdAt,
  attachments: [],
  status: 'sent',
  caution: null,
  offer: null,
  ...extra,
});

describe('thread rows', () => {
  it('puts a time line above the first message and above one more than 5 minutes after the previous (doc 2 §4)', () => {
    const rows = shopRows(
      [message('a', '2026-11-25T08:00:00.000Z'), message('b', '2026-11-25T08:05:00.000Z'), message('c', '2026-11-25T08:10:00.001Z')],
      new Date('2026-11-25T12:00:00Z'),
    );
    expect(rows.map((r) => r.kind)).toEqual(['separator', 'message', 'message', 'separator', 'message']);
    expect(rows[0]).toMatchObject({ kind: 'separator', label: expect.stringMatching(/^Today, \d\d:\d\d$/) });
  });

  it('groups dealer messages by day: Today, Yesterday, then the date (doc 2 §2.5)', () => {
    const now = new Date('2026-11-25T12:00:00');
    const rows = dealerRows([message('a', new Date('2026-11-20T09:00:00').toISOString()), message('b', new Date('2026-11-24T09:00:00').toISOString()), message('c', new Date('2026-11-25T09:00:00').toISOString()), message('d', new Date('2026-11-25T10:00:00').toISOString())], now);
    expect(rows.filter((r) => r.kind === 'separator').map((r) => (r.kind === 'separator' ? r.label : ''))).toEqual(['Fri 20 Nov', 'Yesterday', 'Today']);
  });

  describe('in another language', () => {
    afterEach(() => language.set('en'));
    it('writes an older day in it, without English day or month names (issue 29)', async () => {
      language.set('ss');
      await wordsReady();
      const now = new Date('2026-11-25T12:00:00');
      const rows = dealerRows([message('a', new Date('2026-11-20T09:00:00').toISOString()), message('b', new Date('2025-03-02T09:00:00').toISOString())], now);
      const labels = rows.flatMap((r) => (r.kind === 'separator' ? [r.label] : []));
      expect(labels).toHaveLength(2);
      for (const label of labels) expect(label).not.toMatch(/Fri|Sun|Nov|Mar/);
      expect(labels[0]).toMatch(/^20 /);
      expect(labels[1]).toMatch(/2025$/);
    });
  });
});

describe('pending messages', () => {
  it('hides a bubble on its way once the server has echoed its temp id back, so it never shows twice', () => {
    const stored = [message('m1', '2026-11-25T08:00:00Z', { clientKey: 'temp-1', mine: true })];
    const pending = [message('temp-1', '2026-11-25T08:00:00Z', { clientKey: 'temp-1', status: 'sending' }), message('temp-2', '2026-11-25T08:00:01Z', { clientKey: 'temp-2', status: 'sending' })];
    expect(withPending(stored, pending).map((m) => m.key)).toEqual(['m1', 'temp-2']);
  });
});

describe('mine (doc 2 §6)', () => {
  const base = { id: 'm', _id: 'm', chatId: 'c', content: 'hi', attachments: [], read: true, readAt: null, createdAt: '2026-11-25T08:00:00Z', productContext: null, replyToMessageId: null, clientKey: null, caution: null };
  const info = { _id: 's', id: 's', name: 'Shop', username: null, avatar: null, logo: null, type: 'shop' as const };
  it('is mine when I wrote it as my shop, and read shows as read', () => {
    const asShop: ChatMessage = { ...base, senderId: 'shop-1', senderType: 'Shop', senderUserId: 'owner', senderInfo: info };
    expect(fromChatMessage(asShop, { userId: 'owner' })).toMatchObject({ mine: true, status: 'read' });
    expect(fromChatMessage(asShop, { userId: 'buyer' }).mine).toBe(false);
    expect(fromChatMessage({ ...asShop, senderUserId: 'someone' }, { userId: 'owner', shopId: 'shop-1' }).mine).toBe(true);
  });
});
