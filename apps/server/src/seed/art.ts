/**
 * Vector artwork for the demo catalog, drawn as SVG and rasterised by sharp: product pictures
 * in a category's colours around a drawing of the item itself (icons/), shop logos and covers,
 * and the layers of the short product videos. No words, letters or numbers anywhere: the app
 * writes titles, prices and shop names over the media, and text inside them would show twice.
 */
import { ICONS, shade, type ArtKind } from './icons/index.ts';

export type Palette = { from: string; to: string; accent: string };

/** Three palettes per category: a product picks one, so a category looks related but not uniform. */
export const PALETTES: Record<string, Palette[]> = {
  vehicles: [
    { from: '#0f172a', to: '#334155', accent: '#f59e0b' },
    { from: '#111827', to: '#1e3a8a', accent: '#ef4444' },
    { from: '#1f2937', to: '#475569', accent: '#38bdf8' },
  ],
  electronics: [
    { from: '#312e81', to: '#6d28d9', accent: '#22d3ee' },
    { from: '#1e1b4b', to: '#4338ca', accent: '#a3e635' },
    { from: '#0c4a6e', to: '#4c1d95', accent: '#f472b6' },
  ],
  fashion: [
    { from: '#9f1239', to: '#581c87', accent: '#fde68a' },
    { from: '#831843', to: '#be123c', accent: '#fef3c7' },
    { from: '#3b0764', to: '#a21caf', accent: '#fdba74' },
  ],
  'home-garden': [
    { from: '#065f46', to: '#0f766e', accent: '#fcd34d' },
    { from: '#14532d', to: '#047857', accent: '#fdba74' },
    { from: '#134e4a', to: '#0e7490', accent: '#fde68a' },
  ],
  'beauty-health': [
    { from: '#be185d', to: '#f97316', accent: '#fff7ed' },
    { from: '#9d174d', to: '#db2777', accent: '#fde68a' },
    { from: '#c026d3', to: '#fb7185', accent: '#fef9c3' },
  ],
  'crafts-art': [
    { from: '#7c2d12', to: '#b45309', accent: '#fde68a' },
    { from: '#9a3412', to: '#a16207', accent: '#fef3c7' },
    { from: '#78350f', to: '#c2410c', accent: '#fcd34d' },
  ],
  'sports-outdoors': [
    { from: '#14532d', to: '#15803d', accent: '#facc15' },
    { from: '#064e3b', to: '#0369a1', accent: '#fb923c' },
    { from: '#166534', to: '#4d7c0f', accent: '#f8fafc' },
  ],
  'baby-kids': [
    { from: '#0284c7', to: '#7c3aed', accent: '#fde047' },
    { from: '#0891b2', to: '#db2777', accent: '#fef08a' },
    { from: '#2563eb', to: '#0d9488', accent: '#fda4af' },
  ],
  'food-groceries': [
    { from: '#c2410c', to: '#b91c1c', accent: '#bbf7d0' },
    { from: '#a16207', to: '#c2410c', accent: '#fef9c3' },
    { from: '#3f6212', to: '#a16207', accent: '#fed7aa' },
  ],
  services: [
    { from: '#1e3a8a', to: '#0e7490', accent: '#fbbf24' },
    { from: '#0f172a', to: '#0f766e', accent: '#fde047' },
    { from: '#312e81', to: '#0369a1', accent: '#fdba74' },
  ],
};

export function paletteFor(category: string, n: number): Palette {
  const list = PALETTES[category] ?? PALETTES.services!;
  return list[Math.abs(n) % list.length]!;
}

/** What a shop's cover shows for a subcategory, and its logo for a category (a typical item). */
const SUBCATEGORY_ART: Record<string, ArtKind> = {
  Cars: 'car',
  'Bakkies & Trucks': 'bakkie',
  Motorbikes: 'motorbike',
  'Parts & Accessories': 'tyre',
  'Phones & Tablets': 'phone',
  'Laptops & Computers': 'laptop',
  'TV & Audio': 'tv',
  Accessories: 'headphones',
  Women: 'dress',
  Men: 'shirt',
  Shoes: 'sneaker',
  'Bags & Jewellery': 'handbag',
  Furniture: 'sofa',
  Kitchen: 'pot',
  Decor: 'vase',
  'Garden & Tools': 'plant',
  Skincare: 'pump-bottle',
  Hair: 'hair-dryer',
  Makeup: 'lipstick',
  Wellness: 'pills',
  'Baskets & Weaving': 'basket',
  Carvings: 'mask',
  Candles: 'candle',
  'Paintings & Prints': 'painting',
  Fitness: 'dumbbell',
  Cycling: 'bicycle',
  Camping: 'tent',
  'Team Sports': 'football',
  Clothing: 'onesie',
  Toys: 'teddy',
  School: 'backpack',
  Nursery: 'pram',
  'Fresh Produce': 'vegetables',
  Pantry: 'jar',
  Drinks: 'drink',
  'Local Specialities': 'biltong',
  Repairs: 'tap',
  Events: 'pa-speaker',
  Lessons: 'book',
  Transport: 'van',
};

const CATEGORY_ART: Record<string, ArtKind> = {
  vehicles: 'car',
  electronics: 'phone',
  fashion: 'dress',
  'home-garden': 'sofa',
  'beauty-health': 'pump-bottle',
  'crafts-art': 'basket',
  'sports-outdoors': 'football',
  'baby-kids': 'teddy',
  'food-groceries': 'vegetables',
  services: 'tap',
};

export const subcategoryArt = (category: string, subcategory: string): ArtKind => SUBCATEGORY_ART[subcategory] ?? categoryArt(category);
export const categoryArt = (category: string): ArtKind => CATEGORY_ART[category] ?? 'basket';

/** A drawing placed at (x, y) at `size` pixels, with a soft shadow. */
function icon(kind: ArtKind, accent: string, x: number, y: number, size: number): string {
  const s = size / 200;
  return (
    `<ellipse cx="${x}" cy="${y + size * 0.52}" rx="${size * 0.42}" ry="${size * 0.05}" fill="#000" fill-opacity=".22"/>` +
    `<g transform="translate(${x} ${y}) scale(${s.toFixed(4)})">${ICONS[kind](accent)}</g>`
  );
}

// ---------------------------------------------------------------------------------------------
// Backgrounds and ornaments

function gradient(id: string, p: Palette, angle: number): string {
  const rad = (angle * Math.PI) / 180;
  const x = (0.5 + Math.cos(rad) / 2).toFixed(3);
  const y = (0.5 + Math.sin(rad) / 2).toFixed(3);
  const x0 = (1 - Number(x)).toFixed(3);
  const y0 = (1 - Number(y)).toFixed(3);
  return `<linearGradient id="${id}" x1="${x0}" y1="${y0}" x2="${x}" y2="${y}"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`;
}

/** A band of triangles, after the beadwork and weaving patterns of the region. */
function zigzag(y: number, width: number, h: number, colour: string, opacity: number): string {
  const step = h * 1.2;
  let d = `M0 ${y + h}`;
  for (let x = 0, up = true; x <= width + step; x += step / 2, up = !up) d += `L${x.toFixed(1)} ${up ? y : y + h}`;
  d += `L${width + step} ${y + h}Z`;
  return `<path d="${d}" fill="${colour}" fill-opacity="${opacity}"/>`;
}

function bubbles(w: number, h: number, seed: number, count: number, opacity: number): string {
  let s = seed >>> 0 || 1;
  const rnd = () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s / 4294967296;
  };
  let out = '';
  for (let i = 0; i < count; i++) {
    out += `<circle cx="${(rnd() * w).toFixed(0)}" cy="${(rnd() * h).toFixed(0)}" r="${(w * (0.03 + rnd() * 0.12)).toFixed(0)}" fill="#fff" fill-opacity="${(opacity * (0.4 + rnd() * 0.6)).toFixed(3)}"/>`;
  }
  return out;
}

const svgOpen = (w: number, h: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;

export type ProductArt = {
  category: string;
  /** The item the pictures show (data/product-art.ts). */
  kind: ArtKind;
  /** Chooses palette, gradient angle and ornaments. */
  seed: number;
};

/**
 * A product picture (4:5): 0 is the listing's own (the item on its category's gradient); 1 a
 * close-up of the item on a pattern; 2 the item on a light "studio" background. The lower
 * part stays calm: the app lays the title and price over it.
 */
export function productImageSvg(art: ProductArt, style: 0 | 1 | 2, width = 1080): string {
  const W = width;
  const H = Math.round(width * 1.25);
  const k = W / 1080;
  const p = paletteFor(art.category, art.seed);
  const angle = 35 + (art.seed % 5) * 25;
  if (style === 2) {
    const bg = shade(p.accent, 0.7);
    return (
      svgOpen(W, H) +
      `<defs><radialGradient id="r" cx=".5" cy=".45" r=".7"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${bg}"/></radialGradient></defs>` +
      `<rect width="${W}" height="${H}" fill="url(#r)"/>` +
      `<rect y="${H * 0.72}" width="${W}" height="${H * 0.28}" fill="${shade(p.from, 0.55)}" fill-opacity=".45"/>` +
      zigzag(H * 0.9, W, 40 * k, p.from, 0.25) +
      icon(art.kind, p.accent === '#f8fafc' ? p.from : shade(p.to, 0.1), W / 2, H * 0.5, 560 * k) +
      `</svg>`
    );
  }
  if (style === 1) {
    return (
      svgOpen(W, H) +
      `<defs>${gradient('g', p, angle + 90)}</defs><rect width="${W}" height="${H}" fill="url(#g)"/>` +
      Array.from({ length: 9 }, (_, i) => zigzag(i * 160 * k + 20 * k, W, 36 * k, '#fff', 0.05)).join('') +
      bubbles(W, H, art.seed + 7, 10, 0.08) +
      icon(art.kind, p.accent, W * 0.56, H * 0.56, 900 * k) +
      `</svg>`
    );
  }
  return (
    svgOpen(W, H) +
    `<defs>${gradient('g', p, angle)}<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".32"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#g)"/>` +
    zigzag(0, W, 46 * k, p.accent, 0.22) +
    bubbles(W, H, art.seed, 8, 0.07) +
    `<circle cx="${W / 2}" cy="${H * 0.42}" r="${W * 0.42}" fill="url(#glow)"/>` +
    icon(art.kind, p.accent, W / 2, H * 0.42, 640 * k) +
    zigzag(H - 46 * k, W, 46 * k, '#fff', 0.1) +
    `</svg>`
  );
}

export type ShopArt = { category: string; productCategory: string; seed: number };

/** A round shop logo: a typical item of what it sells on the category's gradient, ringed in the accent colour. */
export function shopLogoSvg(shop: ShopArt, size = 400): string {
  const p = paletteFor(shop.productCategory, shop.seed);
  const k = size / 400;
  return (
    svgOpen(size, size) +
    `<defs>${gradient('g', p, 45)}</defs>` +
    `<rect width="${size}" height="${size}" fill="url(#g)"/>` +
    zigzag(size * 0.8, size, 28 * k, p.accent, 0.35) +
    `<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.36}" fill="none" stroke="${p.accent}" stroke-width="${10 * k}"/>` +
    `<g transform="translate(${size / 2} ${size / 2}) scale(${((size * 0.46) / 200).toFixed(4)})">${ICONS[categoryArt(shop.productCategory)](p.accent)}</g>` +
    `</svg>`
  );
}

/** A shop's cover (5:2): pattern and a row of its goods; the app writes the name over it. */
export function shopCoverSvg(shop: ShopArt & { subcategories: readonly string[] }, width = 1200): string {
  const W = width;
  const H = Math.round(width * 0.4);
  const k = W / 1200;
  const p = paletteFor(shop.productCategory, shop.seed + 1);
  const row = shop.subcategories.slice(0, 4).map((s) => subcategoryArt(shop.productCategory, s));
  return (
    svgOpen(W, H) +
    `<defs>${gradient('g', p, 20)}</defs><rect width="${W}" height="${H}" fill="url(#g)"/>` +
    zigzag(0, W, 34 * k, p.accent, 0.25) +
    zigzag(H - 34 * k, W, 34 * k, '#fff', 0.12) +
    bubbles(W, H, shop.seed, 10, 0.07) +
    row.map((n, i) => icon(n, i % 2 ? '#fff' : p.accent, W * (0.2 + i * 0.2), H * 0.5, 200 * k)).join('') +
    `</svg>`
  );
}

// ---------------------------------------------------------------------------------------------
// Video layers: the app lays the title, price and shop over the video, so the frames carry none.

export type VideoArt = ProductArt;

/** The panning background of a product video (20% larger than the frame). */
export function videoBackgroundSvg(art: VideoArt, W: number, H: number): string {
  const p = paletteFor(art.category, art.seed);
  const BW = Math.round(W * 1.2);
  const BH = Math.round(H * 1.2);
  const k = W / 360;
  return (
    svgOpen(BW, BH) +
    `<defs>${gradient('g', p, 60 + (art.seed % 4) * 30)}</defs><rect width="${BW}" height="${BH}" fill="url(#g)"/>` +
    Array.from({ length: 7 }, (_, i) => zigzag(i * 120 * k, BW, 18 * k, '#fff', 0.04)).join('') +
    bubbles(BW, BH, art.seed + 3, 14, 0.09) +
    `</svg>`
  );
}

/** The floating product of a video (transparent). */
export function videoSubjectSvg(art: VideoArt, W: number, H: number): string {
  const p = paletteFor(art.category, art.seed);
  return (
    svgOpen(W, H) +
    `<defs><radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".3"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<circle cx="${W / 2}" cy="${H * 0.38}" r="${W * 0.44}" fill="url(#glow)"/>` +
    icon(art.kind, p.accent, W / 2, H * 0.38, W * 0.68) +
    `</svg>`
  );
}
