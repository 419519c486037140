import { z } from 'zod';
import { CATEGORY_SLUGS, PRODUCT_CONDITIONS } from './catalog.ts';
import { mediaProcessingSchema, priceRangeSchema, productDetailSchema, productDraftSchema, saleSchema, shopSchema, shopStatsSchema } from './catalog-replies.ts';
import { CURRENCY_SYMBOLS } from './money.ts';
import { isUuid } from './envelope.ts';
import {
  descriptionProblem,
  priceProblem,
  SELLER_MESSAGES,
  SHOP_DESCRIPTION_MAX,
  SHOP_IMAGE_KINDS,
  SHOP_NAME_MAX,
  shopDescriptionProblem,
  shopNameProblem,
  slugProblem,
  titleProblem,
  type ShopImageKind,
} from './seller-rules.ts';

export * from './seller-rules.ts';

/** A zod check from one of the rules above: the rule's message, or nothing. */
const rule = (problem: (value: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
  const message = problem(value);
  if (message) ctx.addIssue({ code: 'custom', message });
};

export const shopSlug = z.string({ error: 'Shop URL is required' }).trim().toLowerCase().superRefine(rule(slugProblem));
export const checkSlugQuery = z.object({ slug: shopSlug });

/** A shop's id or its slug: the contract's `GET /shops/{idOrSlug}` and every public read of a shop. */
export const shopKey = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => v !== 'undefined' && v !== 'null' && (isUuid(v) || slugProblem(v) === null), { message: 'Invalid id' });
export const shopKeyParams = z.object({ id: shopKey });

const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => code in CURRENCY_SYMBOLS, { message: 'Unsupported currency' });

/** Prices arrive as numbers (JSON) or text (multipart fields). */
const priceValue = z.union([z.number(), z.string()]).nullable().superRefine((value, ctx) => {
  const message = priceProblem(value);
  if (message) ctx.addIssue({ code: 'custom', message });
}).transform((value) => Math.round(Number(value) * 100) / 100);

const isAmountObject = (value: unknown): value is { amount?: unknown; currency?: unknown } => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An edit's price: a number (or numeric text), or `{amount, currency}`; null or empty is "Price is required". */
const editPrice = z
  .union([z.number(), z.string(), z.null(), z.object({ amount: z.union([z.number(), z.string(), z.null()]), currency: z.string().optional() })])
  .superRefine((value, ctx) => {
    const amount = isAmountObject(value) ? value.amount : value;
    const message = priceProblem(amount as string | number | null | undefined);
    if (message) ctx.addIssue({ code: 'custom', message });
    if (isAmountObject(value) && value.currency !== undefined && !currencyCode.safeParse(value.currency).success) ctx.addIssue({ code: 'custom', message: 'Unsupported currency' });
  })
  .transform((value) => {
    const amount = Number(isAmountObject(value) ? value.amount : value);
    const currency = isAmountObject(value) && typeof value.currency === 'string' ? value.currency.trim().toUpperCase() : undefined;
    return { amount: Math.round(amount * 100) / 100, currency };
  });

const productTitle = z.string().trim().superRefine(rule(titleProblem));
const productDescription = z.string().trim().superRefine(rule(descriptionProblem));

/** POST /shops: both optional; the name defaults from the user. */
export const createShopBody = z
  .object({
    name: z.string().trim().max(SHOP_NAME_MAX).superRefine(rule(shopNameProblem)).optional(),
    description: z.string().trim().max(SHOP_DESCRIPTION_MAX).superRefine(rule(shopDescriptionProblem)).optional(),
  })
  .nullish();

/** An image of the shop: an address or key of the owner's own upload, or null to clear it. */
const shopImage = z.string().trim().max(2048).nullable();

/** PUT /shops/{id}: any of these; null clears an image (doc 2 §5). */
export const updateShopBody = z.object({
  name: z.string().trim().max(SHOP_NAME_MAX).superRefine(rule(shopNameProblem)).optional(),
  description: z.string().trim().max(SHOP_DESCRIPTION_MAX).superRefine(rule(shopDescriptionProblem)).optional(),
  slug: shopSlug.optional(),
  logo: shopImage.optional(),
  coverImage: shopImage.optional(),
});
export type UpdateShopBody = z.infer<typeof updateShopBody>;

export const shopImageKind = z.enum(SHOP_IMAGE_KINDS as [ShopImageKind, ...ShopImageKind[]], { error: 'kind must be logo or coverImage' });

/** Vehicle and other attributes a seller may set: short scalar values under short names. */
const attributes = z
  .record(z.string().trim().min(1).max(40), z.union([z.string().trim().max(200), z.number().finite(), z.boolean()]))
  .refine((record) => Object.keys(record).length <= 30, { message: 'At most 30 attributes' });

/** The text fields of POST /shops/{shopId}/products (multipart; doc 2 §3 Product create payload). */
export const createProductFields = z.object({
  title: productTitle.optional(),
  description: productDescription.optional(),
  price: priceValue.optional(),
  currency: currencyCode.optional(),
  category: z.enum(CATEGORY_SLUGS, { error: 'Unknown category' }).optional(),
  condition: z.enum(PRODUCT_CONDITIONS).optional(),
});

/**
 * PUT /products/{id}: what the seller may change. Anything else (shop, counters, status) is not
 * read, so a payload can never move a product to another shop or set its counters.
 */
export const updateProductBody = z.object({
  title: productTitle.optional(),
  description: productDescription.optional(),
  /** A plain number in edit payloads (doc 2 §3); `{amount, currency}` is read too. */
  price: editPrice.optional(),
  currency: currencyCode.optional(),
  category: z.enum(CATEGORY_SLUGS, { error: 'Unknown category' }).optional(),
  subcategory: z.string().trim().max(60).nullable().optional(),
  brand: z.string().trim().max(60).nullable().optional(),
  condition: z.enum(PRODUCT_CONDITIONS).optional(),
  attributes: attributes.optional(),
  /** The listing's tags as the seller keeps them (a wrong AI tag removed). */
  tags: z.array(z.string().trim().min(1).max(40, SELLER_MESSAGES.tagTooLong)).max(20, SELLER_MESSAGES.tooManyTags).optional(),
});
export type UpdateProductBody = z.infer<typeof updateProductBody>;

/** PATCH /products/{id}/availability; without a body it toggles. */
export const availabilityBody = z.object({ isAvailable: z.boolean({ error: 'isAvailable must be true or false' }).optional() }).nullish();

/** PATCH /products/{id}/sold: a sale the seller records (there are no orders), or its undoing. */
export const soldBody = z.object({
  sold: z.boolean({ error: 'sold must be true or false' }),
  soldPrice: z
    .number({ error: SELLER_MESSAGES.soldPriceInvalid })
    .finite()
    .min(0, SELLER_MESSAGES.soldPriceInvalid)
    .max(1e10)
    .nullish(),
});

/** doc 2 §3 Product (seller view): the card plus its processing, sale and draft. */
export const sellerProductSchema = productDetailSchema
  .extend({ mediaProcessing: mediaProcessingSchema.nullable(), sale: saleSchema.nullable(), draft: productDraftSchema.nullable() })
  .meta({ id: 'SellerProduct' });
export type SellerProduct = z.infer<typeof sellerProductSchema>;

export const sellerProductReplySchema = z.object({ product: sellerProductSchema });
/** GET /products/{id}/price-suggestion?category= (owner): the price evidence for another category, while the seller edits. */
export const priceSuggestionQuery = z.object({ category: z.enum(CATEGORY_SLUGS, { error: 'Unknown category' }) });
export const priceSuggestionReplySchema = z.object({ priceRange: priceRangeSchema.nullable() });
export const productDeletedSchema = z.object({ id: z.string(), _id: z.string() });
export const myShopReplySchema = z.object({ shop: shopSchema.nullable() });
export const shopMediaReplySchema = z.object({ url: z.string(), key: z.string(), shop: shopSchema });

/**
 * doc 2 §3 Shop stats, with doc 2 §9's rates and the badges earned. Sales, revenue and the rates
 * built on them are the owner's and admins' (the contract): null for anyone else.
 */
export const sellerShopStatsSchema = shopStatsSchema.extend({
  totalOrders: z.number().nullable(),
  totalRevenue: z.number().nullable(),
  conversionRate: z.number().nullable(),
  engagementRate: z.number(),
  averageOrderValue: z.number().nullable(),
  currency: z.string(),
  badges: z.array(z.object({ id: z.string(), name: z.string(), description: z.string() })),
});
export type SellerShopStats = z.infer<typeof sellerShopStatsSchema>;
