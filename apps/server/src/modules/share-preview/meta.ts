/** Page metadata for link previews (Open Graph, Twitter cards) and search engines. */
export type PageMeta = {
  /** The document's <title>; og:title and twitter:title use `title`. */
  pageTitle?: string;
  title: string;
  description: string;
  url: string;
  type: 'product' | 'website' | 'profile';
  image?: { url: string; width?: number; height?: number; alt: string };
  video?: { url: string; type: string; width?: number; height?: number };
  price?: { amount: string; currency: string };
  /** Structured data (schema.org) for search engines. */
  jsonLd?: Record<string, unknown>;
  noindex?: boolean;
};

export const SITE_NAME = 'Sokoni';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** One line, at most `max` characters, cut at a word. */
export function summarize(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max * 0.6 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

export function renderMetaTags(meta: PageMeta): string {
  const tags: string[] = [];
  const property = (p: string, v: string | number | undefined) => {
    if (v !== undefined && v !== '') tags.push(`<meta property="${p}" content="${escapeHtml(String(v))}" />`);
  };
  const name = (n: string, v: string | undefined) => {
    if (v !== undefined && v !== '') tags.push(`<meta name="${n}" content="${escapeHtml(v)}" />`);
  };
  tags.push(`<title>${escapeHtml(meta.pageTitle ?? meta.title)}</title>`);
  name('description', meta.description);
  if (meta.noindex) name('robots', 'noindex');
  else tags.push(`<link rel="canonical" href="${escapeHtml(meta.url)}" />`);
  property('og:site_name', SITE_NAME);
  property('og:type', meta.type);
  property('og:title', meta.title);
  property('og:description', meta.description);
  property('og:url', meta.url);
  if (meta.image) {
    property('og:image', meta.image.url);
    if (meta.image.url.startsWith('https:')) property('og:image:secure_url', meta.image.url);
    property('og:image:width', meta.image.width);
    property('og:image:height', meta.image.height);
    property('og:image:alt', meta.image.alt);
  }
  if (meta.video) {
    property('og:video', meta.video.url);
    property('og:video:type', meta.video.type);
    property('og:video:width', meta.video.width);
    property('og:video:height', meta.video.height);
  }
  if (meta.price) {
    property('product:price:amount', meta.price.amount);
    property('product:price:currency', meta.price.currency);
    property('og:price:amount', meta.price.amount);
    property('og:price:currency', meta.price.currency);
  }
  name('twitter:card', meta.image ? 'summary_large_image' : 'summary');
  name('twitter:title', meta.title);
  name('twitter:description', meta.description);
  if (meta.image) {
    name('twitter:image', meta.image.url);
    name('twitter:image:alt', meta.image.alt);
  }
  if (meta.jsonLd) {
    // A data block, never executed; "<" is escaped so no text can close the element.
    const json = JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('\n    ');
}

/** Tags of the built page that the page's own metadata replaces. */
const REPLACED = [
  /<title\b[^>]*>[\s\S]*?<\/title>\s*/gi,
  /<meta\s+[^>]*name\s*=\s*["'](?:description|robots|twitter:[^"']*)["'][^>]*>\s*/gi,
  /<meta\s+[^>]*property\s*=\s*["'](?:og|product):[^"']*["'][^>]*>\s*/gi,
  /<link\s+[^>]*rel\s*=\s*["']canonical["'][^>]*>\s*/gi,
];

/** The app's index.html with the page's metadata in its <head> (the app's generic tags removed). */
export function injectMeta(indexHtml: string, meta: PageMeta): string {
  const headEnd = indexHtml.search(/<\/head>/i);
  if (headEnd < 0) return indexHtml;
  let head = indexHtml.slice(0, headEnd);
  for (const re of REPLACED) head = head.replace(re, '');
  return `${head}  ${renderMetaTags(meta)}\n  ${indexHtml.slice(headEnd)}`;
}
