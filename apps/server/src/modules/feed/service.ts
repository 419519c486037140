import type { FeedReply } from '@sokoni/contracts/catalog';
import { DEFAULT_COUNTRY_CODE } from '@sokoni/contracts/constants';
import { toPagination } from '@sokoni/contracts/envelope';
import { toProductView } from '../products/index.ts';
import type { ListQuery } from '../products/index.ts';
import type { ProductsRepo, ProductWithShop } from '../products/index.ts';
import { listSpec, marketOf, withTypos } from '../products/index.ts';
import type { MediaUrl } from '../../platform/media-url.ts';

/**
 * doc 1 §4.4 feed. Pages are stable: the first page answers `asOf`, later pages send it back and
 * see only products created up to it, in a total order (ties broken on the id), so walking the
 * pages never repeats or skips a product while new ones are listed.
 */
export function createFeedService(deps: {
  repo: ProductsRepo;
  mediaUrl: MediaUrl;
  popularCutoff: () => Promise<number | undefined>;
  /** The country of a signed-in buyer's account. */
  countryOf: (userId: string) => Promise<string | undefined>;
}) {
  const { repo, mediaUrl, popularCutoff, countryOf } = deps;

  /**
   * doc 1 §1: the buyer's market comes first, as in Browse (the same `market` ranking): the one the
   * client names (`all` names none), else the account's country, else the default country.
   */
  async function inMarket(q: ListQuery, userId?: string): Promise<ListQuery> {
    if (q.market) return q;
    return { ...q, market: (userId ? await countryOf(userId) : undefined) ?? DEFAULT_COUNTRY_CODE };
  }

  /** The feed's moment: the client's asOf, never later than now. */
  function momentOf(q: ListQuery): Date {
    const now = Date.now();
    const asOf = q.asOf ? new Date(q.asOf).getTime() : now;
    return new Date(Math.min(asOf, now));
  }

  async function reply(items: ProductWithShop[], q: ListQuery, total: number, asOf: Date, personal: boolean): Promise<FeedReply> {
    const cutoff = await popularCutoff();
    return {
      products: items.map((x) => toProductView(x.product, x.shop, x.owner, mediaUrl, false, cutoff)),
      pagination: { ...toPagination(q.page, q.limit, total), totalProducts: total },
      isPersonalized: personal,
      asOf: asOf.toISOString(),
    };
  }

  /** Personal: followed shops first, then liked categories, each newest first; then the rest. */
  async function build(q: ListQuery, asOf: Date, personalFor?: string): Promise<FeedReply> {
    const { items, total } = await withTypos(q, async (fuzzy) => {
      const spec = listSpec(q, { extra: [repo.createdUpTo(asOf)], relevance: false, fuzzy });
      if (!personalFor) return repo.list({ ...spec, count: 'cached' });
      const [found, count] = await Promise.all([repo.affinityPage(spec, personalFor, asOf, marketOf(q)), repo.count(spec.where)]);
      return { items: found, total: count };
    });
    return reply(items, q, total, asOf, Boolean(personalFor));
  }

  /**
   * Everyone's feed. Without a search text its pages are slices of a snapshot of the whole order
   * (see feedSnapshot): no offset scan, no count. A product that stopped being listable since the
   * snapshot is left out of its page.
   */
  async function general(q: ListQuery): Promise<FeedReply> {
    if (!q.q) {
      const spec = listSpec(q, { relevance: false });
      const snap = await repo.feedSnapshot(spec.where, spec.orderBy, q.asOf ? new Date(q.asOf) : undefined);
      if (snap) {
        const start = (q.page - 1) * q.limit;
        return reply(await repo.byIds(snap.ids.slice(start, start + q.limit), true), q, snap.ids.length, snap.asOf, false);
      }
    }
    return build(q, momentOf(q));
  }

  async function isPersonal(q: ListQuery, userId: string): Promise<boolean> {
    if (q.sort !== 'newest' || q.order === 'asc') return false;
    return repo.hasSignals(userId, momentOf(q));
  }

  return {
    /**
     * A signed-in caller's feed: their own when they follow a shop or liked a product (as of the
     * feed's moment) and keep the default order; otherwise everyone's.
     */
    async forUser(q: ListQuery, userId: string): Promise<FeedReply> {
      const own = await inMarket(q, userId);
      return (await isPersonal(own, userId)) ? build(own, momentOf(own), userId) : general(own);
    },
    /** A guest's feed. */
    async general(q: ListQuery): Promise<FeedReply> {
      return general(await inMarket(q));
    },
  };
}
export type FeedService = ReturnType<typeof createFeedService>;
