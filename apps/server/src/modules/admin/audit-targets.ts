import { AUDIT_PAGE_TYPES, type AuditTarget } from '@sokoni/contracts/admin';
import type { ReportTargetType } from '@sokoni/contracts/reports';
import { displayNameOf } from '@sokoni/contracts/users';
import type { Db } from '../../platform/db/client.ts';
import { messagesByIds } from '../chats/index.ts';
import { commentsByIds } from '../comments/index.ts';
import { productsByIds } from '../products/index.ts';
import type { ReportsService } from '../reports/index.ts';
import { shopsByIds } from '../shops/index.ts';
import { usersByIds } from '../users/index.ts';

type Ref = { type: string; id: string };

const EXCERPT = 80;
const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1).trimEnd()}…` : flat;
};
// Audit target ids are text; only a uuid can name a row (anything else is simply not found).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a target is called and where it is seen, whatever its kind. */
type Found = { kind: string; title: string | null; name?: string; username?: string; phone?: string; aboutType?: string; about?: string | null; pageType: string | null; pageId: string | null };
type Named = { title: string | null; pageType: string | null; pageId: string | null };
type Kind = ReportTargetType;

/** The things of each kind, by id, through their owners' faces: one query per kind present. */
async function lookUp(db: Db, idsOf: (kind: Kind) => string[]) {
  const [products, shops, users, comments, messages] = await Promise.all([
    productsByIds(db, idsOf('product')),
    shopsByIds(db, idsOf('shop')),
    usersByIds(db, idsOf('user')),
    commentsByIds(db, idsOf('comment')),
    messagesByIds(db, idsOf('message')),
  ]);
  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  return { product: byId(products), shop: byId(shops), user: byId(users), comment: byId(comments), message: byId(messages) };
}

/**
 * Names what audit entries acted on, as it is now: reports first (one query), then one query per
 * kind present for the entries' own targets and the reports' targets together, so the log costs
 * the same for 20 rows or 100.
 */
export async function auditTargets(deps: { db: Db; reports: Pick<ReportsService, 'byIds'> }, refs: Ref[]): Promise<(ref: Ref) => AuditTarget> {
  const direct = (type: string) => refs.filter((r) => r.type === type && UUID.test(r.id)).map((r) => r.id);
  const reports = new Map((await deps.reports.byIds(direct('report'))).map((r) => [r.id, r]));
  const things = await lookUp(deps.db, (kind) => [...new Set([...direct(kind), ...[...reports.values()].filter((r) => r.targetType === kind).map((r) => r.targetId)])]);

  const named = (kind: string, id: string): Named | undefined => {
    switch (kind) {
      case 'product': {
        const p = things.product.get(id);
        return p && { title: p.title, pageType: 'product', pageId: p.id };
      }
      case 'shop': {
        const s = things.shop.get(id);
        return s && { title: s.name, pageType: 'shop', pageId: s.id };
      }
      case 'user': {
        const u = things.user.get(id);
        return u && { title: u.name.trim() || u.username, pageType: null, pageId: null };
      }
      case 'comment': {
        const c = things.comment.get(id);
        return c && { title: c.body, pageType: c.targetType, pageId: c.targetId };
      }
      case 'message': {
        const m = things.message.get(id);
        return m && { title: m.content, pageType: null, pageId: null };
      }
    }
    return undefined;
  };

  const found = (ref: Ref): Found | undefined => {
    if (ref.type === 'report') {
      const report = reports.get(ref.id);
      if (!report) return undefined;
      // Where it is seen, while it still exists: the product, the shop, or what the comment is on.
      const about = named(report.targetType, report.targetId);
      return { kind: 'report', title: report.reason, aboutType: report.targetType, about: about?.title || null, pageType: about?.pageType ?? null, pageId: about?.pageId ?? null };
    }
    if (ref.type === 'user') {
      const u = things.user.get(ref.id);
      return u && { kind: 'user', title: null, name: u.name, username: u.username, phone: u.phoneNumber, pageType: null, pageId: null };
    }
    const thing = named(ref.type, ref.id);
    return thing && { kind: ref.type, ...thing };
  };

  return (ref) => {
    const row = UUID.test(ref.id) ? found(ref) : undefined;
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
