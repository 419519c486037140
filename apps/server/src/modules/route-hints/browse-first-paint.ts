import { isPopular, isVideoMedia, type MediaItem } from '@sokoni/contracts/catalog';
import { primaryMedia, PRODUCT_GRID_SIZES, srcSetOf, stillOf } from '@sokoni/contracts/catalog-media';
import { displayPrice } from '@sokoni/contracts/countries';
import { FIRST_PAINT_TIMING } from '@sokoni/contracts/constants';
import { formatCount, formatWhole } from '@sokoni/contracts/format-count';
import { attr } from './hints.ts';

/** The parts of a listed product the first paint shows. */
export type FirstPaintProduct = {
  id: string;
  title?: string | null;
  media?: MediaItem[];
  price?: { amount?: number | null; currency?: string | null } | null;
  shop?: { name?: string | null; isVerified?: boolean | null } | null;
  views: number;
  likes: number;
  isPopular?: boolean;
};

/**
 * A guest's /browse on a phone, painted from the page itself before any script arrives: the
 * landing hero, the heading, the search bar and the first row of cards. Every class and size here
 * mirrors the React screen (LandingHero, BrowseView, ProductCard, icons.tsx), so when React takes
 * over nothing moves; e2e/browse-first-paint.spec.ts measures both and fails on any drift.
 * Taps on links and the search form work before the app does; nothing in it takes keyboard focus
 * (index.html's first-paint layer is hidden from assistive technology).
 */
export function browseFirstPaint(products: readonly FirstPaintProduct[], total: number): string {
  return `<div class="md:hidden" data-first-paint-view="browse">${hero()}<div class="mx-auto w-full max-w-7xl px-4 pt-5 pb-10 md:px-6 md:pt-8">${heading(total)}${toolbar()}<div class="lg:grid lg:grid-cols-[260px_1fr] lg:items-start lg:gap-8"><section><div class="${GRID}">${products.map(card).join('')}</div></section></div></div></div>`;
}

const GRID = 'grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 md:grid-cols-3 md:gap-4 xl:grid-cols-4';
const BUTTON = 'inline-flex select-none items-center justify-center rounded-xl font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-55';

const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** icons.tsx's stroke icon. */
function icon(paths: string, size: number, className = '', strokeWidth = '1.9'): string {
  const cls = className ? ` class="${className}"` : '';
  return `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"${cls}>${paths}</svg>`;
}

const ICONS = {
  sparkles: '<path d="M12 3 13.8 8.2 19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z"/><path d="M19 15.5 19.8 17.2 21.5 18l-1.7.8-.8 1.7-.8-1.7-1.7-.8 1.7-.8z"/>',
  shieldCheck: '<path d="M12 21s8-3.5 8-10V5l-8-2.5L4 5v6c0 6.5 8 10 8 10z"/><path d="m9 11.5 2 2 4-4"/>',
  search: '<circle cx="11" cy="11" r="7"/><path d="m20 20-3.5-3.5"/>',
  sliders: '<path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1"/><circle cx="15" cy="6" r="2"/><circle cx="9" cy="12" r="2"/><circle cx="17" cy="18" r="2"/>',
  grid: '<rect x="3" y="3" width="7.5" height="7.5" rx="1.5"/><rect x="13.5" y="3" width="7.5" height="7.5" rx="1.5"/><rect x="3" y="13.5" width="7.5" height="7.5" rx="1.5"/><rect x="13.5" y="13.5" width="7.5" height="7.5" rx="1.5"/>',
  list: '<rect x="3" y="4" width="5" height="5" rx="1"/><rect x="3" y="15" width="5" height="5" rx="1"/><path d="M11 6.5h10M11 17.5h10"/>',
  heart: '<path d="M12 20s-7.5-4.4-9-9.3C2 7.4 4.2 4.5 7.3 4.5c2 0 3.5 1 4.7 2.7 1.2-1.7 2.7-2.7 4.7-2.7 3.1 0 5.3 2.9 4.3 6.2-1.5 4.9-9 9.3-9 9.3z"/>',
  trending: '<path d="m3 17 6-6 4 4 8-8"/><path d="M15 7h6v6"/>',
  playSolid: '<path d="M7 4.5v15l12.5-7.5z" fill="currentColor"/>',
  verified:
    '<path d="M12 2.5 14.4 4l2.8-.2 1 2.6 2.4 1.5-.6 2.8 1 2.6-2 2 .1 2.8-2.7.8-1.5 2.4-2.8-.5L12 21.5l-2.1-1.7-2.8.5-1.5-2.4-2.7-.8.1-2.8-2-2 1-2.6-.6-2.8 2.4-1.5 1-2.6 2.8.2z" fill="currentColor" stroke="none"/><path d="m8.5 12.2 2.4 2.4 4.6-4.8" stroke="#fff" stroke-width="2.2"/>',
};

/** components/landing-hero.tsx (light tone). */
function hero(): string {
  const claims = [
    ['10,000+', 'Products'],
    ['500+', 'Sellers'],
    ['98%', 'Satisfaction'],
    ['100%', 'Secure'],
  ]
    .map(([value, label]) => `<div class="flex min-w-0 flex-col-reverse"><dt class="truncate text-[11px] text-white/65 md:text-sm">${label}</dt><dd class="text-[15px] font-extrabold tracking-tight sm:text-lg md:text-2xl">${value}</dd></div>`)
    .join('');
  return `<div class="mx-auto max-w-7xl px-4 pt-4 md:px-6 md:pt-8"><section class="relative overflow-hidden rounded-3xl px-5 py-6 md:px-10 md:py-10 bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 text-white shadow-xl shadow-brand-900/20"><div class="pointer-events-none absolute -top-16 -right-16 size-56 rounded-full bg-accent-400/25 blur-3xl"></div><div class="pointer-events-none absolute -bottom-20 -left-10 size-56 rounded-full bg-brand-400/20 blur-3xl"></div><div class="relative"><p class="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-accent-300 ring-1 ring-white/15">${icon(ICONS.sparkles, 14)} Powered by AI</p><h1 class="mt-3 text-[28px] leading-tight font-extrabold tracking-tight md:text-5xl">Buy. Sell. <span class="text-accent-400">Easy.</span></h1><p class="mt-2 max-w-xl text-sm leading-relaxed text-white/80 md:text-lg">Discover products from trusted local shops, chat with sellers, and let our AI assistant find exactly what you need.</p><div class="mt-5 grid grid-cols-2 gap-2.5 sm:flex sm:flex-wrap"><a href="/login?mode=signup" tabindex="-1" class="${BUTTON} bg-accent-400 text-slate-950 hover:bg-accent-300 shadow-sm shadow-accent-600/30 h-12 px-5 text-base gap-2">Get Started</a><a href="/become-seller" tabindex="-1" class="${BUTTON} bg-white/10 text-white ring-1 ring-white/25 hover:bg-white/20 backdrop-blur h-12 px-5 text-base gap-2">Start Selling</a></div><dl class="mt-5 grid grid-cols-4 gap-2 border-t border-white/15 pt-4 md:mt-6 md:pt-5">${claims}</dl><p class="mt-4 hidden items-center gap-1.5 text-xs text-white/60 sm:flex">${icon(ICONS.shieldCheck, 14)} Verified sellers and phone-verified accounts</p></div></section></div>`;
}

function heading(total: number): string {
  const count = `${formatWhole(total)} ${total === 1 ? 'product' : 'products'} available`;
  return `<header class="mb-4 flex flex-wrap items-end justify-between gap-3"><div><h1 class="text-2xl font-extrabold tracking-tight text-slate-900 md:text-3xl">Browse Products</h1><p class="mt-1 text-sm text-slate-600 md:text-base">${count}</p></div>${marketToggle()}</header>`;
}

/** features/browse/components/market-toggle.tsx for a guest: Eswatini first, all countries a link away. */
function marketToggle(): string {
  const option = 'inline-flex h-8 items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition-colors';
  return `<div class="flex rounded-xl bg-slate-200/70 p-1"><span class="${option} bg-white text-brand-800 shadow-sm">Eswatini first</span><a href="/browse?market=all" tabindex="-1" class="${option} text-slate-600 hover:text-slate-900">All countries</a></div>`;
}

/** The sticky search, sort, filters and layout row; a plain GET form until the app takes over. */
function toolbar(): string {
  const layoutButton = (paths: string, pressed: boolean) =>
    `<span class="flex size-8 items-center justify-center rounded-lg transition-colors ${pressed ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-500 hover:text-slate-800'}">${icon(paths, 18)}</span>`;
  return `<div class="sticky top-14 z-20 -mx-4 mb-4 border-b border-slate-200/70 bg-slate-50/95 px-4 py-3 backdrop-blur md:static md:mx-0 md:border-0 md:bg-transparent md:px-0 md:py-0"><form role="search" action="/browse" method="get" class="flex gap-2"><div class="relative min-w-0 flex-1">${icon(ICONS.search, 18, 'pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-slate-400')}<input type="search" tabindex="-1" name="q" placeholder="Search phones, baskets, bakkies…" aria-label="Search products" class="h-11 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-10 text-[15px] focus:border-brand-500 focus:ring-4 focus:ring-brand-500/15 focus:outline-none"></div><button type="submit" tabindex="-1" class="${BUTTON} bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900 shadow-sm shadow-brand-900/20 h-11 px-4 text-[15px] gap-2">Search</button></form><div class="mt-3 flex items-center gap-2"><select tabindex="-1" aria-label="Sort by" class="h-10 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 sm:flex-none"><option>Newest</option></select><span class="${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 h-9 px-3 text-sm gap-1.5 h-10 lg:hidden">${icon(ICONS.sliders, 18)} Filters</span><div class="ml-auto flex rounded-xl bg-slate-200/70 p-1">${layoutButton(ICONS.grid, true)}${layoutButton(ICONS.list, false)}</div></div></div>`;
}

/** components/catalog/product-card.tsx, grid layout, for a guest (nothing liked). */
function card(product: FirstPaintProduct): string {
  const media = primaryMedia(product.media);
  const src = stillOf(media);
  const title = text(product.title || 'Untitled Product');
  const srcset = srcSetOf(media);
  const picture = src
    ? `<img src="${attr(src)}"${srcset ? ` srcset="${attr(srcset)}"` : ''} sizes="${PRODUCT_GRID_SIZES}" alt="${attr(product.title || 'Untitled Product')}"${media?.width ? ` width="${media.width}"` : ''}${media?.height ? ` height="${media.height}"` : ''} fetchpriority="high" decoding="async" elementtiming="${FIRST_PAINT_TIMING}" class="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]">`
    : `<div class="flex size-full items-center justify-center bg-slate-100 text-slate-300"></div>`;
  const popular = isPopular(product)
    ? `<span class="inline-flex items-center gap-1 rounded-full bg-accent-400 px-2 py-0.5 text-[11px] font-bold text-slate-950 shadow-sm">${icon(ICONS.trending, 12, '', '2.5')} Popular</span>`
    : '';
  const video = media && isVideoMedia(media) ? `<span class="absolute bottom-2 left-2 flex size-6 items-center justify-center rounded-full bg-slate-950/60 text-white">${icon(ICONS.playSolid, 12)}</span>` : '';
  const verified = product.shop?.isVerified ? `<span class="inline-flex shrink-0 text-sky-500">${icon(ICONS.verified, 13)}</span>` : '';
  const likes = product.likes > 0 ? `<span class="tabular-nums">${formatCount(product.likes)}</span>` : '';
  return `<article class="group relative overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-sm transition-shadow hover:shadow-md"><div class="relative shrink-0 overflow-hidden bg-slate-100 aspect-[4/5] w-full">${picture}<div class="absolute top-2 left-2 flex flex-wrap gap-1">${popular}</div>${video}</div><div class="flex min-w-0 flex-1 flex-col gap-1 p-3"><h3 class="line-clamp-2 text-sm leading-snug font-semibold text-slate-900"><a href="/products/${encodeURIComponent(product.id)}" tabindex="-1" class="after:absolute after:inset-0 focus-visible:outline-none">${title}</a></h3><p class="text-base font-extrabold tracking-tight text-brand-800 tabular-nums">${text(displayPrice(product.price?.amount, product.price?.currency))}</p><div class="mt-auto flex min-w-0 items-center gap-1 text-xs text-slate-500"><span class="truncate">${text(product.shop?.name ?? '')}</span>${verified}</div></div><span class="absolute z-10 flex h-8 items-center gap-1 rounded-full bg-white/90 px-2 text-xs font-bold shadow-sm backdrop-blur transition-colors hover:bg-white top-2 right-2 text-slate-700">${icon(ICONS.heart, 16)}${likes}</span></article>`;
}
