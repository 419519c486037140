import { eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportTarget, UserStatus } from '@sokoni/contracts/admin';
import type { ReportTargetType } from '@sokoni/contracts/reports';
import { displayNameOf } from '@sokoni/contracts/users';
import type { Db } from '../../platform/db/client.ts';
import { chatMessages } from '../../platform/db/tables/chats.ts';
import { comments } from '../../platform/db/tables/comments.ts';
import { products } from '../../platform/db/tables/products.ts';
import { shops } from '../../platform/db/tables/shops.ts';
import { users } from '../../platform/db/tables/users.ts';

type Person = { id: string; name: string; username: string; phoneNumber: string; status: UserStatus };
type Found = { id: string; title: string; isHidden: boolean; owner: Person };

const person = { id: users.id, name: users.name, username: users.username, phoneNumber: users.phoneNumber, status: users.status };
const EXCERPT = 120;
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text);

/**
 * What reports point at, as it is now: its title, whether it is hidden, and the person behind it
 * (the user, a shop's or product's owner, a comment's or message's author), for the console and
 * for the report actions.
 */
export async function reportTargets(db: Db, refs: { type: ReportTargetType; id: string }[]): Promise<(ref: { type: ReportTargetType; id: string }) => ReportTarget & { ownerId: string | null }> {
  const idsOf = (type: ReportTargetType) => [...new Set(refs.filter((r) => r.type === type).map((r) => r.id))];
  const owner = alias(users, 'owner');
  const ownerCols = { id: owner.id, name: owner.name, username: owner.username, phoneNumber: owner.phoneNumber, status: owner.status };
  const lookups: Record<ReportTargetType, (ids: string[]) => Promise<Found[]>> = {
    product: async (ids) =>
      (await db.select({ id: products.id, title: products.title, isActive: products.isActive, owner: ownerCols }).from(products).innerJoin(shops, eq(shops.id, products.shopId)).innerJoin(owner, eq(owner.id, shops.ownerId)).where(inArray(products.id, ids))).map((r) => ({
        id: r.id,
        title: r.title,
        isHidden: !r.isActive,
        owner: r.owner,
      })),
    shop: async (ids) =>
      (await db.select({ id: shops.id, title: shops.name, isActive: shops.isActive, owner: ownerCols }).from(shops).innerJoin(owner, eq(owner.id, shops.ownerId)).where(inArray(shops.id, ids))).map((r) => ({
        id: r.id,
        title: r.title,
        isHidden: !r.isActive,
        owner: r.owner,
      })),
    user: async (ids) => (await db.select(person).from(users).where(inArray(users.id, ids))).map((u) => ({ id: u.id, title: displayNameOf(u), isHidden: false, owner: u })),
    comment: async (ids) =>
      (await db.select({ id: comments.id, body: comments.body, isDeleted: comments.isDeleted, status: comments.status, owner: ownerCols }).from(comments).innerJoin(owner, eq(owner.id, comments.userId)).where(inArray(comments.id, ids))).map((r) => ({
        id: r.id,
        title: excerpt(r.body),
        isHidden: r.isDeleted || r.status === 'hidden',
        owner: r.owner,
      })),
    message: async (ids) =>
      (await db.select({ id: chatMessages.id, content: chatMessages.content, attachments: chatMessages.attachments, owner: ownerCols }).from(chatMessages).innerJoin(owner, eq(owner.id, chatMessages.senderId)).where(inArray(chatMessages.id, ids))).map((r) => ({
        id: r.id,
        title: r.content ? excerpt(r.content) : `${r.attachments.length} attachment${r.attachments.length === 1 ? '' : 's'}`,
        isHidden: false,
        owner: r.owner,
      })),
  };
  const found = new Map<string, Found>();
  await Promise.all(
    (Object.keys(lookups) as ReportTargetType[]).map(async (type) => {
      const ids = idsOf(type);
      if (ids.length === 0) return;
      for (const row of await lookups[type](ids)) found.set(`${type}:${row.id}`, row);
    }),
  );
  return (ref) => {
    const row = found.get(`${ref.type}:${ref.id}`);
    if (!row) return { type: ref.type, id: ref.id, exists: false, title: 'No longer available', isHidden: true, owner: null, ownerId: null };
    return {
      type: ref.type,
      id: ref.id,
      exists: true,
      title: row.title,
      isHidden: row.isHidden,
      owner: { id: row.owner.id, displayName: displayNameOf(row.owner), status: row.owner.status, isSuspended: row.owner.status === 'suspended' },
      ownerId: row.owner.id,
    };
  };
}
