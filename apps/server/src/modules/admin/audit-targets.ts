import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { AUDIT_PAGE_TYPES, type AuditTarget } from '@sokoni/contracts/admin';
import type { ReportTargetType } from '@sokoni/contracts/reports';
import { displayNameOf } from '@sokoni/contracts/users';
import type { Db } from '../../platform/db/client.ts';
import { chatMessages } from '../../platform/db/tables/chats.ts';
import { comments } from '../../platform/db/tables/comments.ts';
import { products } from '../../platform/db/tables/products.ts';
import { reports } from '../../platform/db/tables/reports.ts';
import { shops } from '../../platform/db/tables/shops.ts';
import { users } from '../../platform/db/tables/users.ts';

type Ref = { type: string; id: string };

const EXCERPT = 80;
const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1).trimEnd()}…` : flat;
};
// Audit target ids are text; only a uuid can name a row (anything else is simply not found).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const text = (value: SQL | string | null) => (value === null ? sql<string | null>`null::text` : sql<string | null>`${value}::text`);

/** One row of the lookup, whatever the target's kind (a union needs one shape). */
type Found = { kind: string | null; id: string | null; title: string | null; name: string | null; username: string | null; phone: string | null; aboutType: string | null; about: string | null; pageType: string | null; pageId: string | null };
const columns = (c: Partial<Record<keyof Found, SQL | string | null>>) =>
  ({
    kind: text(c.kind ?? null),
    id: text(c.id ?? null),
    title: text(c.title ?? null),
    name: text(c.name ?? null),
    username: text(c.username ?? null),
    phone: text(c.phone ?? null),
    aboutType: text(c.aboutType ?? null),
    about: text(c.about ?? null),
    pageType: text(c.pageType ?? null),
    pageId: text(c.pageId ?? null),
  }) satisfies Record<keyof Found, SQL>;

/**
 * Names what audit entries acted on, as it is now: one query for a whole page (a union of one
 * select per kind present), so the log costs the same for 20 rows or 100.
 */
export async function auditTargets(db: Db, refs: Ref[]): Promise<(ref: Ref) => AuditTarget> {
  const idsOf = (type: string) => [...new Set(refs.filter((r) => r.type === type && UUID.test(r.id)).map((r) => r.id))];
  const about = { product: alias(products, 'about_product'), shop: alias(shops, 'about_shop'), user: alias(users, 'about_user'), comment: alias(comments, 'about_comment'), message: alias(chatMessages, 'about_message') };
  const reportOn = (type: ReportTargetType, column: AnyPgColumn) => and(eq(reports.targetType, type), eq(column, reports.targetId));

  const selects = {
    product: (ids: string[]) => db.select(columns({ kind: 'product', id: sql`${products.id}`, title: sql`${products.title}`, pageType: 'product', pageId: sql`${products.id}` })).from(products).where(inArray(products.id, ids)),
    shop: (ids: string[]) => db.select(columns({ kind: 'shop', id: sql`${shops.id}`, title: sql`${shops.name}`, pageType: 'shop', pageId: sql`${shops.id}` })).from(shops).where(inArray(shops.id, ids)),
    user: (ids: string[]) => db.select(columns({ kind: 'user', id: sql`${users.id}`, name: sql`${users.name}`, username: sql`${users.username}`, phone: sql`${users.phoneNumber}` })).from(users).where(inArray(users.id, ids)),
    comment: (ids: string[]) =>
      db.select(columns({ kind: 'comment', id: sql`${comments.id}`, title: sql`${comments.body}`, pageType: sql`${comments.targetType}`, pageId: sql`${comments.targetId}` })).from(comments).where(inArray(comments.id, ids)),
    message: (ids: string[]) => db.select(columns({ kind: 'message', id: sql`${chatMessages.id}`, title: sql`${chatMessages.content}` })).from(chatMessages).where(inArray(chatMessages.id, ids)),
    report: (ids: string[]) =>
      db
        .select(
          columns({
            kind: 'report',
            id: sql`${reports.id}`,
            title: sql`${reports.reason}`,
            aboutType: sql`${reports.targetType}`,
            about: sql`coalesce(${about.product.title}, ${about.shop.name}, nullif(trim(${about.user.name}), ''), ${about.user.username}, ${about.comment.body}, nullif(${about.message.content}, ''))`,
            // Where it is seen, while it still exists: the product, the shop, or what the comment is on.
            pageType: sql`case when ${about.product.id} is not null then 'product' when ${about.shop.id} is not null then 'shop' else ${about.comment.targetType} end`,
            pageId: sql`coalesce(${about.product.id}, ${about.shop.id}, ${about.comment.targetId})`,
          }),
        )
        .from(reports)
        .leftJoin(about.product, reportOn('product', about.product.id))
        .leftJoin(about.shop, reportOn('shop', about.shop.id))
        .leftJoin(about.user, reportOn('user', about.user.id))
        .leftJoin(about.comment, reportOn('comment', about.comment.id))
        .leftJoin(about.message, reportOn('message', about.message.id))
        .where(inArray(reports.id, ids)),
  };

  // Every select has the same columns; only drizzle's record of their tables differs.
  type Select = ReturnType<typeof selects.product>;
  const queries = (Object.keys(selects) as (keyof typeof selects)[]).flatMap((kind) => {
    const ids = idsOf(kind);
    return ids.length > 0 ? [selects[kind](ids) as unknown as Select] : [];
  });
  const [first, second, ...rest] = queries;
  const rows: Found[] = !first ? [] : !second ? await first : await unionAll(first, second, ...rest);
  const found = new Map(rows.map((row) => [`${row.kind}:${row.id}`, row]));

  return (ref) => {
    const row = found.get(`${ref.type}:${ref.id}`);
    if (!row) return { label: ref.id, exists: false, page: null };
    const pageType = AUDIT_PAGE_TYPES.find((type) => type === row.pageType);
    const page = pageType && row.pageId ? { type: pageType, id: row.pageId } : null;
    return { label: labelOf(row), exists: true, page };
  };
}

function labelOf(row: Found): string {
  switch (row.kind) {
    case 'user': {
      const name = displayNameOf({ name: row.name, username: row.username, phoneNumber: row.phone });
      return row.phone && name !== row.phone ? `${name} (${row.phone})` : name;
    }
    case 'comment':
      return `"${excerpt(row.title ?? '')}"`;
    case 'message':
      return row.title ? `"${excerpt(row.title)}"` : 'A message with attachments';
    case 'report':
      return `"${excerpt(row.title ?? '')}" on ${row.aboutType}${row.about ? ` "${excerpt(row.about)}"` : ' (gone)'}`;
    default:
      return row.title ?? '';
  }
}
