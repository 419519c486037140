import type { Chat, ChatMessage } from '@sokoni/contracts/chats';
import { describe, expect, it } from 'vitest';
import { chatListRead, chatListWithMessage, matchesSearch } from './list-cache.ts';

const chat = (id: string, unreadCount = 0): Chat => ({
  id,
  _id: id,
  shopId: 's',
  buyerId: 'b',
  asShop: false,
  lastMessage: null,
  unreadCount,
  createdAt: '2026-11-25T08:00:00Z',
  updatedAt: '2026-11-25T08:00:00Z',
  productInfo: null,
  recipient: { type: 'shop', id: 's', userId: 'o', name: 'Shop', logo: null, avatar: null, isVerified: false, role: 'customer' },
  blocked: false,
  blockedByMe: false,
});
const msg = { id: 'm', content: 'hello', createdAt: '2026-11-25T09:00:00Z', attachments: [], senderId: 'o', senderType: 'User', productContext: null } as unknown as ChatMessage;

describe('chat list cache', () => {
  it('moves the chat to the top with its last message, counting it unread unless mine or on screen', () => {
    const list = { chats: [chat('a'), chat('b', 2)], totalUnread: 2 };
    const next = chatListWithMessage(list, 'b', msg, false, false)!;
    expect(next.chats.map((c) => c.id)).toEqual(['b', 'a']);
    expect(next.chats[0]).toMatchObject({ unreadCount: 3, lastMessage: { content: 'hello' } });
    expect(next.totalUnread).toBe(3);
    expect(chatListWithMessage(list, 'b', msg, true, false)!.totalUnread).toBe(2);
    expect(chatListWithMessage(list, 'b', msg, false, true)!.totalUnread).toBe(2);
    expect(chatListWithMessage(list, 'x', msg, false, false)).toBeNull();
  });

  it('clears a chat read locally, and the total with it', () => {
    expect(chatListRead({ chats: [chat('a', 4), chat('b', 1)], totalUnread: 5 }, 'a')).toMatchObject({ totalUnread: 1, chats: [{ unreadCount: 0 }, { unreadCount: 1 }] });
  });

  it('searches names, product and last message, ignoring case', () => {
    expect(matchesSearch('cand', 'Ezulwini', 'Beeswax Candle')).toBe(true);
    expect(matchesSearch('bike', 'Ezulwini', null)).toBe(false);
    expect(matchesSearch('  ', 'anything')).toBe(true);
  });
});
