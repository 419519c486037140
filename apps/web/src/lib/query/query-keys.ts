/** Query-key factories: every cached query's key is built here, so invalidation never guesses. */
export const queryKeys = {
  users: {
    all: ['users'] as const,
    me: () => [...queryKeys.users.all, 'me'] as const,
  },
  /** How codes reach phones (the server's messenger): one value for the whole app. */
  codeChannel: () => ['code-channel'] as const,
  countries: {
    all: ['countries'] as const,
    picker: () => [...queryKeys.countries.all, 'picker'] as const,
  },
  /**
   * Everything that caches products sits under `products`, so the optimistic social helper
   * (entities/product/social-toggle.ts) finds every copy of a product with one prefix.
   */
  products: {
    all: ['products'] as const,
    feed: (sort: string) => [...queryKeys.products.all, 'feed', sort] as const,
    lists: () => [...queryKeys.products.all, 'list'] as const,
    list: (params: object) => [...queryKeys.products.lists(), params] as const,
    detail: (id: string) => [...queryKeys.products.all, 'detail', id] as const,
    similar: (id: string) => [...queryKeys.products.all, 'similar', id] as const,
    shop: (shopId: string, params: object = {}) => [...queryKeys.products.all, 'shop', shopId, params] as const,
    liked: () => [...queryKeys.products.all, 'liked'] as const,
    /** How many products the viewer has liked (the account screen's My Favorites); refreshed with the list. */
    likedCount: () => [...queryKeys.products.liked(), 'count'] as const,
    /** A shop's products as its owner sees them: hidden, processing and sold ones too. */
    owned: (shopId: string) => [...queryKeys.products.all, 'owned', shopId] as const,
    /** One of the owner's products, re-read while it processes. */
    ownedOne: (shopId: string, id: string) => [...queryKeys.products.all, 'owned', shopId, id] as const,
    /** What similar listings sell for in a category, for one of the owner's products being edited. */
    priceSuggestion: (id: string, category: string) => [...queryKeys.products.all, 'price-suggestion', id, category] as const,
  },
  /** Offers (issue 28): the buyer's own, or those on the caller's shop, by status. */
  offers: {
    all: ['offers'] as const,
    list: (role: 'buyer' | 'seller', status?: string) => [...queryKeys.offers.all, role, status ?? 'all'] as const,
  },
  shops: {
    all: ['shops'] as const,
    detail: (id: string) => [...queryKeys.shops.all, 'detail', id] as const,
    /** The signed-in user's own shop (or null). */
    mine: () => [...queryKeys.shops.all, 'mine'] as const,
    stats: (id: string) => [...queryKeys.shops.all, 'stats', id] as const,
    /** Counters of a set of one shop's products (views, likes, saves, inquiries). */
    productStats: (id: string) => [...queryKeys.shops.all, 'product-stats', id] as const,
  },
  /** The signed-in user's notification settings (doc 2 §3): the nested form and the list form. */
  notificationSettings: {
    all: ['notification-settings'] as const,
    nested: () => [...queryKeys.notificationSettings.all, 'nested'] as const,
    preferences: () => [...queryKeys.notificationSettings.all, 'preferences'] as const,
  },
  /** The signed-in user's latest ID verification submission. */
  verification: {
    all: ['verification'] as const,
    latest: () => [...queryKeys.verification.all, 'latest'] as const,
  },
  /** A target's comment pages, and one comment with all its replies. */
  comments: {
    all: ['comments'] as const,
    list: (targetType: 'product' | 'shop', targetId: string) => [...queryKeys.comments.all, 'list', targetType, targetId] as const,
    thread: (commentId: string) => [...queryKeys.comments.all, 'thread', commentId] as const,
  },
};
