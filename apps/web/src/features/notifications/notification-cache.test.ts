import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { notificationKeys } from './api/notification-keys.ts';
import { addNotification, markAllRead, markRead, notificationCache } from './notification-cache.ts';
import { makeList, makeNotification } from './test-factories.ts';

describe('a pushed notification (doc 1 §4.7)', () => {
  it('is prepended and counts when unread', () => {
    const old = makeNotification({ isRead: true });
    const fresh = makeNotification();
    const result = addNotification(makeList([old]), 0, fresh);
    expect(result.isNew).toBe(true);
    expect(result.list?.notifications.map((n) => n._id)).toEqual([fresh._id, old._id]);
    expect(result.list?.unreadCount).toBe(1);
    expect(result.count).toBe(1);
  });

  it('does not count when it arrives already read', () => {
    const result = addNotification(makeList([]), 3, makeNotification({ isRead: true }));
    expect(result.count).toBe(3);
    expect(result.list?.unreadCount).toBe(0);
  });

  it('changes nothing when it is already listed (a repeat after a reconnect)', () => {
    const n = makeNotification();
    const list = makeList([n]);
    const result = addNotification(list, 1, n);
    expect(result).toEqual({ list, count: 1, isNew: false });
  });

  it('bumps the count even before the list was ever loaded', () => {
    expect(addNotification(undefined, 4, makeNotification())).toMatchObject({ list: undefined, count: 5, isNew: true });
  });
});

describe('marking read', () => {
  it('marks the item read and lowers the count by one', () => {
    const [a, b] = [makeNotification(), makeNotification()];
    const result = markRead(makeList([a, b]), 2, a._id);
    expect(result.list?.notifications.find((n) => n._id === a._id)?.isRead).toBe(true);
    expect(result.list?.unreadCount).toBe(1);
    expect(result.count).toBe(1);
  });

  it('never takes the count below 0', () => {
    const n = makeNotification();
    const result = markRead({ ...makeList([n]), unreadCount: 0 }, 0, n._id);
    expect(result.count).toBe(0);
    expect(result.list?.unreadCount).toBe(0);
  });

  it('leaves the count alone for an item already read', () => {
    const n = makeNotification({ isRead: true });
    const list = makeList([n]);
    expect(markRead(list, 5, n._id)).toEqual({ list, count: 5 });
  });

  it('mark all reads every item and zeroes the list’s count', () => {
    const list = markAllRead(makeList([makeNotification(), makeNotification({ isRead: true })]));
    expect(list?.notifications.every((n) => n.isRead)).toBe(true);
    expect(list?.unreadCount).toBe(0);
  });
});

describe('notificationCache (the react-query cache of one user)', () => {
  const setup = () => {
    const client = new QueryClient();
    const first = makeNotification();
    client.setQueryData(notificationKeys.list('u1'), makeList([first]));
    client.setQueryData(notificationKeys.unreadCount('u1'), 1);
    return { client, first, cache: notificationCache(client, 'u1') };
  };

  it('prepends a pushed notification and bumps the badge, once', () => {
    const { client, cache } = setup();
    const pushed = makeNotification();
    expect(cache.add(pushed)).toBe(true);
    expect(cache.add(pushed)).toBe(false);
    expect(client.getQueryData(notificationKeys.unreadCount('u1'))).toBe(2);
    expect(cache.read().list?.notifications[0]?._id).toBe(pushed._id);
  });

  it('marks read optimistically, never below 0, and restores on failure', () => {
    const { client, first, cache } = setup();
    const before = cache.read();
    cache.markRead(first._id);
    expect(client.getQueryData(notificationKeys.unreadCount('u1'))).toBe(0);
    client.setQueryData(notificationKeys.unreadCount('u1'), 0);
    cache.markRead('unlisted');
    expect(client.getQueryData(notificationKeys.unreadCount('u1'))).toBe(0);
    cache.restore(before);
    expect(client.getQueryData(notificationKeys.unreadCount('u1'))).toBe(1);
    expect(cache.read().list?.notifications[0]?.isRead).toBe(false);
  });

  it('keeps users apart', () => {
    const { client, cache } = setup();
    cache.add(makeNotification());
    expect(client.getQueryData(notificationKeys.unreadCount('u2'))).toBeUndefined();
  });
});
