/** Shared pieces of the demo icons: each icon is drawn in a 200×200 box centred on 0,0. */
export type Icon = (accent: string) => string;

export const INK = '#111827';
export const SOFT = '#e2e8f0';
export const WOOD = '#92400e';
export const STEEL = '#94a3b8';
export const WHITE = '#f8fafc';

/** Mixes a colour with white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount));
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${((1 << 24) | (r! << 16) | (g! << 8) | b!).toString(16).slice(1)}`;
}

/** A zigzag stroke from x0 to x1 between heights y0 and y1. */
export const zigzagLine = (x0: number, x1: number, y0: number, y1: number, teeth: number, colour: string) => {
  const step = (x1 - x0) / teeth;
  const pts = Array.from({ length: teeth + 1 }, (_, i) => `${(x0 + i * step).toFixed(1)} ${i % 2 ? y1 : y0}`);
  return `<path d="M${pts.join('L')}" stroke="${colour}" stroke-width="7" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`;
};

export const wheel = (x: number, y: number, r = 20) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${INK}"/><circle cx="${x}" cy="${y}" r="${r * 0.42}" fill="#cbd5e1"/>`;

/** `n` copies of a piece, each given its index. */
export const times = (n: number, piece: (i: number) => string) => Array.from({ length: n }, (_, i) => piece(i)).join('');

export const line = (d: string, colour: string, width: number) =>
  `<path d="${d}" stroke="${colour}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
