/** doc 1 §9 and doc 2 §9 business constants. */
export const TOKEN_EXPIRY_MARGIN_MS = 30_000;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_SECONDS = 60;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NOTIFICATION_FETCH_LIMIT = 50;
export const NOTIFICATION_POLL_MS = 120_000;
export const NOTIFICATION_DROPDOWN_ITEMS = 20;
export const BADGE_CAP = 99;
export const TOAST_DEFAULT_MS = 4000;
export const TOAST_EXIT_MS = 300;
export const FEED_PAGE_SIZE = 20;
export const FEED_RETRIES = 3;
export const FEED_RETRY_DELAY_MS = 1000;
export const LOAD_MORE_WITHIN = 3;
export const DESKTOP_MIN_WIDTH = 768;
export const BACK_NAVIGATION_GUARD_MS = 100;
export const AUTH_SCREEN_CLOSE_DELAY_MS = 50;
export const MAX_ID_VERIFICATION_ATTEMPTS = 3;
export const DEFAULT_COUNTRY_CODE = 'SZ';
export const DEFAULT_CURRENCY = 'SZL';
/** Browse and shop grids: 24 fills whole rows of 2, 3 and 4 columns. */
export const PRODUCT_LIST_PAGE_SIZE = 24;

/** doc 1 §2.3: badges show 99+ above 99. */
export function formatBadgeCount(count: number): string {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.max(0, count));
}
/**
 * A credential-free cookie saying a person is signed in on this browser: the server sends a
 * guest's first feed picture in the page only to guests (a signed-in feed is personalised).
 */
export const SIGNED_IN_HINT_COOKIE = 'sokoni_signed_in';
/** The head's meta naming the first feed picture the server already painted (route hints). */
export const FIRST_POSTER_META = 'sokoni:first-poster';
/** The `elementtiming` name of pictures the server paints into the page: the app waits for their paint before it takes over. */
export const FIRST_PAINT_TIMING = 'first-paint';
/** A guest's painted /browse carries the grid's first row on a phone: these cards, whose pictures the page preloads. */
export const PAINTED_BROWSE_CARDS = 2;
/** On #root when the server painted the whole app into it: the app takes that markup over (hydrates) instead of replacing it. */
export const PAINTED_APP_ATTRIBUTE = 'data-painted-app';
