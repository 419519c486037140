import type { ReportTarget } from '@sokoni/contracts/admin';
import type { ReportTargetType } from '@sokoni/contracts/reports';
import { displayNameOf } from '@sokoni/contracts/users';
import type { Db } from '../../platform/db/client.ts';
import { messagesByIds } from '../chats/index.ts';
import { commentsByIds } from '../comments/index.ts';
import { productsByIds } from '../products/index.ts';
import { shopsByIds } from '../shops/index.ts';
import { usersByIds, type UserRow } from '../users/index.ts';

type Ref = { type: ReportTargetType; id: string };
type Found = { title: string; isHidden: boolean; ownerId: string };

const EXCERPT = 120;
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text);

/**
 * The targets of a page of reports, through their owners' faces: what they are, then the shops of
 * the products among them, then every person behind them: three rounds of at most five queries,
 * whatever the page's size.
 */
async function lookUp(db: Db, refs: Ref[]): Promise<{ found: Map<string, Found>; people: Map<string, UserRow> }> {
  const idsOf = (type: ReportTargetType) => [...new Set(refs.filter((r) => r.type === type).map((r) => r.id))];
  const [products, shops, comments, messages] = await Promise.all([productsByIds(db, idsOf('product')), shopsByIds(db, idsOf('shop')), commentsByIds(db, idsOf('comment')), messagesByIds(db, idsOf('message'))]);
  const shopOf = new Map([...shops, ...(await shopsByIds(db, products.map((p) => p.shopId)))].map((s) => [s.id, s]));
  const found = new Map<string, Found>();
  for (const p of products) {
    const shop = shopOf.get(p.shopId);
    if (shop) found.set(`product:${p.id}`, { title: p.title, isHidden: !p.isActive, ownerId: shop.ownerId });
  }
  for (const s of shops) found.set(`shop:${s.id}`, { title: s.name, isHidden: !s.isActive, ownerId: s.ownerId });
  for (const c of comments) found.set(`comment:${c.id}`, { title: excerpt(c.body), isHidden: c.isDeleted || c.status === 'hidden', ownerId: c.userId });
  for (const m of messages) {
    const title = m.content ? excerpt(m.content) : `${m.attachments.length} attachment${m.attachments.length === 1 ? '' : 's'}`;
    found.set(`message:${m.id}`, { title, isHidden: false, ownerId: m.senderId });
  }
  const userIds = new Set(idsOf('user'));
  const people = new Map((await usersByIds(db, [...userIds, ...[...found.values()].map((f) => f.ownerId)])).map((u) => [u.id, u]));
  for (const u of people.values()) if (userIds.has(u.id)) found.set(`user:${u.id}`, { title: displayNameOf(u), isHidden: false, ownerId: u.id });
  return { found, people };
}

/**
 * What reports point at, as it is now: its title, whether it is hidden, and the person behind it
 * (the user, a shop's or product's owner, a comment's or message's author), for the console and
 * for the report actions.
 */
export async function reportTargets(db: Db, refs: Ref[]): Promise<(ref: Ref) => ReportTarget & { ownerId: string | null }> {
  const { found, people } = await lookUp(db, refs);
  return (ref) => {
    const row = found.get(`${ref.type}:${ref.id}`);
    const owner = row && people.get(row.ownerId);
    if (!row || !owner) return { type: ref.type, id: ref.id, exists: false, title: 'No longer available', isHidden: true, owner: null, ownerId: null };
    return {
      type: ref.type,
      id: ref.id,
      exists: true,
      title: row.title,
      isHidden: row.isHidden,
      owner: { id: owner.id, displayName: displayNameOf(owner), status: owner.status, isSuspended: owner.status === 'suspended' },
      ownerId: owner.id,
    };
  };
}
