import { SELLER_MESSAGES, SLUG_MESSAGES } from '@sokoni/contracts/seller-rules';
import { params } from '@nanostores/i18n';
import { i18n } from '@/lib/i18n/i18n.ts';

/** A vehicle listing's own checks (the web's: the server's rules have none for these fields). */
export const VEHICLE_MESSAGES = {
  makeRequired: 'Make is required',
  modelRequired: 'Model is required',
  year: (max: number) => `Enter a year between 1950 and ${max}`,
  mileage: 'Mileage must be a whole number of kilometres',
} as const;

type Fixed<T> = { [K in keyof T as T[K] extends string ? K : never]: T[K] };
const fixed = <T extends Record<string, unknown>>(messages: T) => Object.fromEntries(Object.entries(messages).filter(([, v]) => typeof v === 'string')) as Fixed<T>;

/**
 * The seller's rules speak English (packages/contracts, shared with the server and its tests);
 * the screens show them in the user's language through `sellerSays` (issue 29).
 */
const MESSAGES = {
  ...fixed(SELLER_MESSAGES),
  slugRequired: SLUG_MESSAGES.required,
  slugTooShort: SLUG_MESSAGES.tooShort,
  slugTooLong: SLUG_MESSAGES.tooLong,
  slugCharset: SLUG_MESSAGES.charset,
  slugEdgeHyphen: SLUG_MESSAGES.edgeHyphen,
  slugDoubleHyphen: SLUG_MESSAGES.doubleHyphen,
  slugTaken: SLUG_MESSAGES.taken,
  slugCheckFailed: SLUG_MESSAGES.checkFailed,
  makeRequired: VEHICLE_MESSAGES.makeRequired,
  modelRequired: VEHICLE_MESSAGES.modelRequired,
  mileage: VEHICLE_MESSAGES.mileage,
  year: params('Enter a year between 1950 and {max}'),
  uploadFailedLogo: params('Failed to upload logo: {reason}'),
  uploadFailedCover: params('Failed to upload coverImage: {reason}'),
  completed: params('{count} product(s) completed processing!'),
};
export const sellerMessageWords = i18n('sellerMessages', MESSAGES);

/** One of the rules' English messages in the current language; anything else (the server's own words) as it is. */
export function sellerSays(message: string): string;
export function sellerSays(message: string | null | undefined): string | null | undefined;
export function sellerSays(message: string | null | undefined): string | null | undefined {
  if (!message) return message;
  const words = sellerMessageWords.get() as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(MESSAGES)) if (value === message && typeof words[key] === 'string') return words[key] as string;
  const year = /^Enter a year between 1950 and (\d+)$/.exec(message);
  if (year) return sellerMessageWords.get().year({ max: year[1]! });
  const upload = /^Failed to upload (logo|coverImage): (.*)$/s.exec(message);
  if (upload) return (upload[1] === 'logo' ? sellerMessageWords.get().uploadFailedLogo : sellerMessageWords.get().uploadFailedCover)({ reason: upload[2]! });
  return message;
}
