/** Named stale times: how long a cached answer is shown without asking again. */
export const STALE_TIMES = {
  /** The profile changes rarely, but role and verification must not lag long. */
  currentUser: 30_000,
  /** How codes go out changes only with the server's configuration. */
  codeChannel: 60 * 60 * 1000,
  /** The country list is static reference data. */
  countries: 24 * 60 * 60 * 1000,
  /** The feed never reshuffles under the viewer's thumb: pull-to-refresh asks for a new one. */
  feed: 30 * 60 * 1000,
  /** Product lists and grids: a minute, then a background refresh on the next visit. */
  productList: 60_000,
  /** One product or one shop: counts move, the rest rarely does. */
  productDetail: 60_000,
  shop: 2 * 60_000,
  /**
   * doc 2 §4/§9: the seller's own shop is kept 30 s (SHOP_CACHE_MS); re-entering the view within
   * it does not reload. Written out: importing the seller rules here would put them in the first load.
   */
  myShop: 30_000,
  /** The seller's statistics and product counters follow the shop's window. */
  shopStats: 30_000,
  /** The viewer's own liked list changes only through the viewer. */
  likedProducts: 30_000,
  /** Comments: reopening the sheet within a minute shows the cached page; posting refetches anyway. */
  comments: 60_000,
  /** The price evidence for a category: catalog prices move slowly; switching back and forth asks once. */
  priceSuggestion: 5 * 60_000,
} as const;
