import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '@sokoni/contracts/catalog';
import { productImageSvg, shopCoverSvg, shopLogoSvg } from './art.ts';
import { artKindOf } from './data/product-art.ts';
import { SHOPS } from './data/shops.ts';
import { demoListings } from './demo-media-listings.ts';
import { ICONS, type ArtKind } from './icons/index.ts';
import { videoLayerSvgs } from './media.ts';
import { hashString } from './prng.ts';

/**
 * Only shapes and paints: an SVG made of these elements cannot draw a letter (no <text>,
 * <tspan>, <textPath>, fonts, <foreignObject> HTML or embedded <image>), whatever it says.
 */
const SHAPES = new Set(['svg', 'defs', 'g', 'linearGradient', 'radialGradient', 'stop', 'rect', 'circle', 'ellipse', 'path']);

function textIn(svg: string): string[] {
  const found = [...svg.matchAll(/<([A-Za-z][\w:.-]*)/g)].map((m) => m[1]!).filter((name) => !SHAPES.has(name));
  if (/font-|font=/.test(svg)) found.push('font attribute');
  // Character data between tags is what a text element would render.
  const between = svg.replace(/<[^>]*>/g, '').trim();
  if (between) found.push(`characters "${between.slice(0, 40)}"`);
  return found;
}

describe('demo media carry no text', () => {
  const listings = demoListings();

  it('draws no letters in any product picture, for every product and style', () => {
    const bad: string[] = [];
    for (const l of listings) {
      const kind = artKindOf(l);
      for (const style of [0, 1, 2] as const) {
        const svg = productImageSvg({ category: l.category, kind, seed: hashString(l.title) }, style, 320);
        const text = textIn(svg);
        if (text.length > 0 || svg.includes(l.title)) bad.push(`${l.title} (style ${style}): ${text.join(', ')}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('draws no letters in any video still (the app writes title, price and shop over it)', () => {
    for (const l of listings) {
      const layers = videoLayerSvgs({ category: l.category, kind: artKindOf(l), seed: hashString(l.title) }, 144, 256);
      for (const [name, svg] of Object.entries(layers)) expect(textIn(svg), `${l.title} ${name}`).toEqual([]);
    }
  });

  it('draws no initials or names in shop logos and covers', () => {
    for (const shop of SHOPS) {
      const main = shop.stock[0]!.category;
      const art = { category: shop.category, productCategory: main, seed: hashString(shop.slug) };
      const subcategories = CATEGORIES.find((c) => c.slug === main)!.subcategories;
      expect(textIn(shopLogoSvg(art, 64)), shop.name).toEqual([]);
      expect(textIn(shopCoverSvg({ ...art, subcategories }, 240)), shop.name).toEqual([]);
    }
  });

  it('has no text in any drawing', () => {
    for (const kind of Object.keys(ICONS) as ArtKind[]) expect(textIn(`<g>${ICONS[kind]('#22d3ee')}</g>`), kind).toEqual([]);
  });

  it('catches text however it is drawn', () => {
    expect(textIn('<svg><text x="1">Hikvision</text></svg>')).toEqual(['text', 'characters "Hikvision"']);
    expect(textIn('<svg><foreignObject><p>R3,999.00</p></foreignObject></svg>')).toContain('foreignObject');
    expect(textIn('<svg><g font-family="Arial"/></svg>')).toEqual(['font attribute']);
  });
});
