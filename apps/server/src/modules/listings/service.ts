import { randomBytes } from 'node:crypto';
import { CATEGORY_SLUGS, type CategorySlug, type ProductDetail } from '@sokoni/contracts/catalog';
import type { DraftFieldName, PriceRange } from '@sokoni/contracts/catalog-replies';
import type { MediaUploadResult } from '@sokoni/contracts/media';
import { createProductFields, PROCESSING_TITLE, publishProblems, SELLER_MESSAGES, type SellerProduct, type UpdateProductBody } from '@sokoni/contracts/seller';
import { AppError, conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import type { ReceivedUpload } from '../../platform/http/read-upload.ts';
import { asPriceRange, kindsIn, suggestPrice, wordsOfKind, type DraftingPorts } from '../drafting/index.ts';
import { slugify } from '../shops/index.ts';
import type { ListingChanges, ListingsRepo, OwnedListing } from './repo.ts';
import type { MediaUploadRow } from '../media/index.ts';
import type { StoredDraft, StoredMedia } from '../products/index.ts';

/** What listings needs of the media module. */
export type ListingMedia = {
  tmpDir: string;
  countUpload(userId: string): Promise<void>;
  discard(upload: ReceivedUpload): Promise<void>;
  store(
    ownerId: string,
    folder: string,
    upload: ReceivedUpload,
    options: { only: 'video'; transcode: 'by-caller'; messages: { wrongType: string; tooLarge: string } },
  ): Promise<MediaUploadResult & { job?: { uploadId: string; original: string } }>;
  upload(id: string): Promise<MediaUploadRow | undefined>;
};

export type ListingsServiceDeps = {
  repo: ListingsRepo;
  media: ListingMedia;
  /** The product as its owner sees it (the products module's detail). */
  detail(productId: string, viewerId: string): Promise<ProductDetail>;
  /** Queues the listing's processing (a durable job). */
  enqueueProcessing(productId: string): Promise<unknown>;
  /** Listed prices in a category (the drafter's question to the catalog), for the price evidence. */
  comparablePrices: DraftingPorts['comparablePrices'];
  onChanged(change: { productId: string; shopId: string }): void;
  /** A listing marked sold by its owner: its other open offers are declined (the offers module, issue 28). */
  onSold?(productId: string, sellerId: string): Promise<unknown>;
};

export { PROCESSING_TITLE };

const fieldErrors = (issues: { path: PropertyKey[]; message: string }[]) =>
  new AppError(422, 'Validation failed', { errors: issues.map((i) => ({ field: String(i.path[0] ?? 'body'), message: i.message })) });

/** The fields an edit answers for the seller: the AI's suggestion of each is theirs now. */
const confirmedBy = (changes: ListingChanges): Set<DraftFieldName> =>
  new Set<DraftFieldName>([
    ...(changes.title !== undefined ? (['title'] as const) : []),
    ...(changes.description !== undefined ? (['description'] as const) : []),
    ...(changes.priceAmount !== undefined ? (['price'] as const) : []),
    ...(changes.category !== undefined ? (['category', 'subcategory'] as const) : []),
    ...(changes.subcategory !== undefined ? (['subcategory'] as const) : []),
  ]);

const isCategorySlug = (value: string): value is CategorySlug => (CATEGORY_SLUGS as readonly string[]).includes(value);

export const productSlug = (title: string) => `${slugify(title).slice(0, 80) || 'listing'}-${randomBytes(3).toString('hex')}`;

export function toSellerProduct(detail: ProductDetail): SellerProduct {
  return { ...detail, mediaProcessing: detail.mediaProcessing ?? null, sale: detail.sale ?? null, draft: detail.draft ?? null };
}

/** The stored media item of an uploaded video: its MP4 and poster renditions, by key. */
function videoMedia(row: MediaUploadRow): StoredMedia {
  return {
    type: 'video',
    key: row.key,
    size: row.size,
    isPrimary: true,
    ...(row.width ? { width: row.width } : {}),
    ...(row.height ? { height: row.height } : {}),
    ...(row.durationSeconds ? { duration: Math.round(row.durationSeconds * 10) / 10 } : {}),
    ...(row.posterKey ? { posterKey: row.posterKey } : {}),
    ...(row.variants.length > 0 ? { variantKeys: row.variants.map((v) => ({ width: v.width, key: v.key })) } : {}),
  };
}

export function createListingsService(deps: ListingsServiceDeps) {
  const helpers = listingHelpers(deps);
  return { ...listingCreation(deps, helpers), ...listingEdits(deps, helpers), ...listingStates(deps, helpers) };
}

/** What the seller’s use cases share: their own listing, its view, the change it announces, a price range. */
function listingHelpers(deps: ListingsServiceDeps) {
  const { repo } = deps;

  async function owned(userId: string, productId: string): Promise<OwnedListing> {
    const found = await repo.find(productId);
    if (!found) throw notFound(SELLER_MESSAGES.productNotFound);
    if (found.ownerId !== userId) throw forbidden(SELLER_MESSAGES.notShopOwner);
    return found;
  }

  const view = async (productId: string, userId: string) => toSellerProduct(await deps.detail(productId, userId));

  function changed(found: OwnedListing) {
    deps.onChanged({ productId: found.product.id, shopId: found.product.shopId });
  }

  /**
   * What published listings of the same kind (the one `title` names) in `category` sell for in
   * `currency`, as the drafter suggests it; null with too few, no category, or no kind named.
   */
  async function priceRangeFor(category: string, currency: string, title: string): Promise<PriceRange | null> {
    const kind = kindsIn(title)[0];
    if (!isCategorySlug(category) || !kind) return null;
    const price = suggestPrice(await deps.comparablePrices(category, currency, { kind, words: wordsOfKind(kind) }), currency);
    return price ? asPriceRange(price) : null;
  }
  return { owned, view, changed, priceRangeFor };
}

/** Creating a listing from its first picture or video. */
function listingCreation(deps: ListingsServiceDeps, helpers: ReturnType<typeof listingHelpers>) {
  const { repo } = deps;
  const { view } = helpers;
  return {
    /** 404 for an unknown shop, 403 for anyone but its owner (before a byte of the video is read). */
    async assertShopOwner(userId: string, shopId: string): Promise<void> {
      const shop = await repo.shopForListing(shopId);
      if (!shop) throw notFound(SELLER_MESSAGES.shopNotFound);
      if (shop.ownerId !== userId) throw forbidden(SELLER_MESSAGES.notShopOwner);
    },

    /**
     * POST /shops/{shopId}/products: the video is stored, the listing created (not public yet)
     * and its processing queued; processing fills in what the seller left out.
     */
    async create(userId: string, shopId: string, upload: ReceivedUpload): Promise<SellerProduct> {
      const fields = createProductFields.safeParse(upload.fields);
      if (!fields.success) {
        await deps.media.discard(upload);
        throw fieldErrors(fields.error.issues);
      }
      const shop = await repo.shopForListing(shopId);
      if (!shop || shop.ownerId !== userId) {
        await deps.media.discard(upload);
        throw shop ? forbidden(SELLER_MESSAGES.notShopOwner) : notFound(SELLER_MESSAGES.shopNotFound);
      }
      const stored = await deps.media.store(userId, 'products', upload, {
        only: 'video',
        transcode: 'by-caller',
        messages: { wrongType: SELLER_MESSAGES.notAVideo, tooLarge: SELLER_MESSAGES.videoTooLarge },
      });
      const row = await deps.media.upload(stored.id);
      if (!row || !stored.job) throw new Error('stored video has no row or job');
      const f = fields.data;
      const sellerProvided: StoredDraft['sellerProvided'] = [
        ...(f.title ? (['title'] as const) : []),
        ...(f.description ? (['description'] as const) : []),
        ...(f.price !== undefined && f.price !== null ? (['price'] as const) : []),
        ...(f.category ? (['category'] as const) : []),
        ...(f.condition ? (['condition'] as const) : []),
      ];
      const title = f.title || PROCESSING_TITLE;
      const product = await repo.insert({
        shopId,
        title,
        slug: productSlug(title),
        description: f.description ?? '',
        priceAmount: f.price ?? 0,
        currency: f.currency ?? shop.currency,
        category: f.category ?? (shop.sellsVehicles ? 'vehicles' : 'uncategorized'),
        condition: f.condition ?? (shop.sellsVehicles ? 'used' : 'new'),
        status: 'pending',
        media: [videoMedia(row)],
        city: shop.city,
        country: shop.country,
        aiProcessingCompleted: false,
        processingStatus: 'processing',
        processingAttempts: 0,
        draft: { sellerProvided, video: stored.job },
      });
      // The owner's list totals and caches count it at once.
      deps.onChanged({ productId: product.id, shopId });
      await deps.enqueueProcessing(product.id);
      return view(product.id, userId);
    },
  };
}

/** Editing a listing, and its price suggestion. */
function listingEdits(deps: ListingsServiceDeps, helpers: ReturnType<typeof listingHelpers>) {
  const { repo } = deps;
  const { owned, view, changed, priceRangeFor } = helpers;
  return {
    /** PUT /products/{id} (owner). Fields the seller sets are theirs: processing will not replace them. */
    async update(userId: string, productId: string, body: UpdateProductBody): Promise<SellerProduct> {
      const found = await owned(userId, productId);
      const price = body.price ?? { amount: undefined, currency: undefined };
      const changes: ListingChanges = {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(price.amount !== undefined ? { priceAmount: price.amount } : {}),
        ...((price.currency ?? body.currency) ? { currency: price.currency ?? body.currency } : {}),
        ...(body.category !== undefined ? { category: body.category } : {}),
        ...(body.subcategory !== undefined ? { subcategory: body.subcategory } : {}),
        ...(body.brand !== undefined ? { brand: body.brand } : {}),
        ...(body.condition !== undefined ? { condition: body.condition } : {}),
        ...(body.attributes !== undefined ? { attributes: body.attributes } : {}),
        ...(body.tags !== undefined ? { tags: [...new Set(body.tags)] } : {}),
      };
      const draft = found.product.draft;
      const provided = new Set(draft?.sellerProvided ?? []);
      if (changes.title !== undefined) provided.add('title');
      if (changes.description !== undefined) provided.add('description');
      if (changes.priceAmount !== undefined) provided.add('price');
      if (changes.category !== undefined) provided.add('category');
      if (changes.condition !== undefined) provided.add('condition');
      // A field the seller edits is no longer the AI's suggestion (a pending draft stays pending until published).
      const confirmed = confirmedBy(changes);
      const suggestions = draft?.suggested
        ? { suggested: draft.suggested.filter((f) => !confirmed.has(f)), confidence: Object.fromEntries(Object.entries(draft.confidence ?? {}).filter(([f]) => !confirmed.has(f as DraftFieldName))) }
        : {};
      // The AI's price evidence follows the category: another one gets its own.
      const recategorised = changes.category !== undefined && changes.category !== found.product.category ? changes.category : null;
      const evidence = draft?.labels && recategorised ? { priceRange: await priceRangeFor(recategorised, changes.currency ?? found.product.currency, changes.title ?? found.product.title) } : {};
      await repo.update(productId, { ...changes, ...(draft ? { draft: { ...draft, ...evidence, ...suggestions, sellerProvided: [...provided] } } : {}) });
      // "Tap retry, or fill it in yourself": a listing whose drafting failed (its video is fine)
      // is published once the seller has given it a title and a real category.
      if (found.product.processingStatus === 'failed') {
        const title = changes.title ?? found.product.title;
        const category = changes.category ?? found.product.category;
        const video = found.product.draft?.video ? await deps.media.upload(found.product.draft.video.uploadId) : undefined;
        if (video?.status === 'ready' && title !== PROCESSING_TITLE && isCategorySlug(category)) await repo.publishByHand(productId);
      }
      changed(found);
      return view(productId, userId);
    },

    /** GET /products/{id}/price-suggestion (owner): the price evidence for `category`, in the listing's currency, while the seller edits. */
    async priceSuggestion(userId: string, productId: string, category: CategorySlug): Promise<{ priceRange: PriceRange | null }> {
      const found = await owned(userId, productId);
      return { priceRange: await priceRangeFor(category, found.product.currency, found.product.title) };
    },
  };
}

/** A listing’s removal, availability, sale, publishing and retry. */
function listingStates(deps: ListingsServiceDeps, helpers: ReturnType<typeof listingHelpers>) {
  const { repo } = deps;
  const { owned, view, changed } = helpers;
  return {
    /** DELETE /products/{id} (owner). */
    async remove(userId: string, productId: string): Promise<{ id: string; _id: string }> {
      const found = await owned(userId, productId);
      if (!(await repo.delete(productId, found.product.shopId))) throw notFound(SELLER_MESSAGES.productNotFound);
      changed(found);
      return { id: productId, _id: productId };
    },

    /** PATCH /products/{id}/availability (owner): the value sent, or the other one when none is. */
    async setAvailability(userId: string, productId: string, isAvailable: boolean | undefined): Promise<SellerProduct> {
      const found = await owned(userId, productId);
      await repo.update(productId, { isAvailable: isAvailable ?? !found.product.isAvailable });
      changed(found);
      return view(productId, userId);
    },

    /** PATCH /products/{id}/sold (owner): a sale recorded or undone (shop stats count these). */
    async setSold(userId: string, productId: string, sold: boolean, soldPrice: number | null | undefined): Promise<SellerProduct> {
      const found = await owned(userId, productId);
      // Only a published listing can be sold (and unsold back to active).
      if (found.product.processingStatus === 'processing') throw conflict(SELLER_MESSAGES.stillProcessing);
      if (found.product.processingStatus === 'failed' || found.product.status === 'pending') throw conflict(SELLER_MESSAGES.notPublished);
      await repo.setSold(productId, found.product.shopId, sold, sold ? (soldPrice ?? null) : null);
      if (sold) await deps.onSold?.(productId, userId);
      changed(found);
      return view(productId, userId);
    },

    /**
     * POST /products/{id}/publish (owner): a reviewed draft goes live. 409 while it is processing,
     * after its processing failed, or once sold; 422 naming each field it still needs (a title, a
     * real category, a price, the condition). Publishing a live listing again changes nothing.
     */
    async publish(userId: string, productId: string): Promise<SellerProduct> {
      const found = await owned(userId, productId);
      const p = found.product;
      if (p.processingStatus === 'processing') throw conflict(SELLER_MESSAGES.stillProcessing);
      if (p.processingStatus === 'failed') throw conflict(SELLER_MESSAGES.publishFailedProcessing);
      if (p.status === 'sold' || p.soldAt) throw conflict(SELLER_MESSAGES.publishSold);
      if (p.status === 'active') return view(productId, userId);
      // A video held for moderation stays out of public view until an admin clears it (issue 25.7).
      const video = p.draft?.video ? await deps.media.upload(p.draft.video.uploadId) : undefined;
      if (video?.moderation === 'held') throw conflict(SELLER_MESSAGES.publishHeld);
      if (video?.moderation === 'removed') throw conflict(SELLER_MESSAGES.publishRemoved);
      const conditionGiven = p.draft?.sellerProvided.includes('condition') ?? true;
      const problems = publishProblems({ title: p.title, category: p.category, price: Number(p.priceAmount), conditionGiven, knownCategories: CATEGORY_SLUGS });
      if (problems.length > 0) throw new AppError(422, SELLER_MESSAGES.notReadyToPublish, { errors: problems });
      // Published before this one finished (two taps): the listing is live either way.
      await repo.publish(productId, p.draft);
      changed(found);
      return view(productId, userId);
    },

    /** POST /products/{id}/processing/retry (owner): a failed listing is processed again. */
    async retry(userId: string, productId: string): Promise<SellerProduct> {
      const found = await owned(userId, productId);
      const video = found.product.draft?.video;
      const upload = video ? await deps.media.upload(video.uploadId) : undefined;
      if (!upload || upload.status === 'failed') throw conflict(SELLER_MESSAGES.videoGone);
      if (!(await repo.retry(productId))) throw conflict(SELLER_MESSAGES.notFailed);
      await deps.enqueueProcessing(productId);
      return view(productId, userId);
    },
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;
