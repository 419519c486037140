/**
 * Vector artwork for the demo catalog, drawn as SVG and rasterised by sharp: product cards in a
 * category's colours with a simple icon per subcategory, shop logos and covers, and the layers
 * of the short product videos. Text uses common sans fonts; without any installed font the
 * pictures still render (only the words are missing).
 */

const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif"`;

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

export function escapeXml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** Mixes a colour with white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount));
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${((1 << 24) | (r! << 16) | (g! << 8) | b!).toString(16).slice(1)}`;
}

/** Greedy word wrap by an estimate of glyph widths (bold sans ≈ 0.6 em a character). */
export function wrapText(text: string, fontSize: number, maxWidth: number, maxLines: number): string[] {
  const perLine = Math.max(4, Math.floor(maxWidth / (fontSize * 0.6)));
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    let last = kept[maxLines - 1]!;
    while (last.length > perLine - 1) last = last.slice(0, -1);
    kept[maxLines - 1] = `${last.replace(/[\s,.-]+$/, '')}…`;
    return kept;
  }
  return lines.map((l) => (l.length > perLine ? `${l.slice(0, perLine - 1)}…` : l));
}

/** Title lines at the largest size (from `size` down) that fits in `maxLines`. */
function fitTitle(text: string, size: number, maxWidth: number, maxLines: number): { lines: string[]; size: number } {
  for (let s = size; s >= size * 0.7; s -= 2) {
    const lines = wrapText(text, s, maxWidth, maxLines + 1);
    if (lines.length <= maxLines) return { lines, size: s };
  }
  const s = Math.round(size * 0.7);
  return { lines: wrapText(text, s, maxWidth, maxLines), size: s };
}

// ---------------------------------------------------------------------------------------------
// Icons, drawn in a 200×200 box centred on 0,0. `a` is the accent colour.

const INK = '#111827';
const SOFT = '#e2e8f0';
/** A zigzag stroke from x0 to x1 between heights y0 and y1. */
const zigzagLine = (x0: number, x1: number, y0: number, y1: number, teeth: number, colour: string) => {
  const step = (x1 - x0) / teeth;
  const pts = Array.from({ length: teeth + 1 }, (_, i) => `${(x0 + i * step).toFixed(1)} ${i % 2 ? y1 : y0}`);
  return `<path d="M${pts.join('L')}" stroke="${colour}" stroke-width="7" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`;
};
const wheel = (x: number, y: number, r = 20) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${INK}"/><circle cx="${x}" cy="${y}" r="${r * 0.42}" fill="#cbd5e1"/>`;

const ICONS: Record<string, (a: string) => string> = {
  car: (a) =>
    `<path d="M-94 28V4Q-94-14-72-17L-44-21-22-46Q-16-52-6-52H36Q46-52 54-44L76-19Q96-15 96 4V28Z" fill="${a}"/>` +
    `<path d="M-36-21-18-43H-2V-21ZM6-21V-43H34L52-21Z" fill="#e0f2fe" fill-opacity=".9"/>` +
    `<rect x="82" y="-6" width="12" height="7" rx="3" fill="#fef9c3"/><rect x="-94" y="-4" width="8" height="7" rx="3" fill="#fca5a5"/>` +
    wheel(-52, 30) +
    wheel(54, 30),
  bakkie: (a) =>
    `<path d="M-98 28V-8H-4V-42Q-4-50 4-50H40Q50-50 56-42L76-14Q98-10 98 8V28Z" fill="${a}"/>` +
    `<path d="M6-14V-42H38L58-14Z" fill="#e0f2fe" fill-opacity=".9"/><rect x="-98" y="-14" width="92" height="8" rx="3" fill="${shade(a, -0.35)}"/>` +
    `<rect x="86" y="-2" width="12" height="7" rx="3" fill="#fef9c3"/>` +
    wheel(-58, 30) +
    wheel(60, 30),
  motorbike: (a) =>
    `<circle cx="-56" cy="34" r="30" fill="none" stroke="${INK}" stroke-width="12"/><circle cx="58" cy="34" r="30" fill="none" stroke="${INK}" stroke-width="12"/>` +
    `<path d="M-56 34-22-8H30L58 34" stroke="${a}" stroke-width="10" fill="none" stroke-linejoin="round"/>` +
    `<rect x="-18" y="-12" width="40" height="30" rx="8" fill="${a}"/><path d="M-34-18H16Q26-18 22-8L-30-6Z" fill="${INK}"/>` +
    `<path d="M30-8 40-40H58" stroke="${INK}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  tyre: (a) =>
    `<circle r="84" fill="${INK}"/>` +
    Array.from({ length: 16 }, (_, i) => `<rect x="-8" y="-92" width="16" height="20" rx="3" fill="#374151" transform="rotate(${i * 22.5})"/>`).join('') +
    `<circle r="50" fill="#9ca3af"/><circle r="40" fill="${a}"/><circle r="14" fill="${SOFT}"/>` +
    Array.from({ length: 5 }, (_, i) => `<circle cx="0" cy="-27" r="5" fill="${SOFT}" transform="rotate(${i * 72})"/>`).join(''),
  phone: (a) =>
    `<rect x="-54" y="-96" width="108" height="192" rx="20" fill="${INK}"/><rect x="-46" y="-82" width="92" height="164" rx="9" fill="${a}"/>` +
    `<circle cx="0" cy="-89" r="3" fill="#475569"/>` +
    Array.from({ length: 9 }, (_, i) => `<rect x="${-34 + (i % 3) * 26}" y="${-66 + Math.floor(i / 3) * 28}" width="16" height="16" rx="4" fill="#fff" fill-opacity=".55"/>`).join('') +
    `<rect x="-30" y="60" width="60" height="6" rx="3" fill="#fff" fill-opacity=".7"/>`,
  laptop: (a) =>
    `<rect x="-80" y="-66" width="160" height="108" rx="9" fill="${INK}"/><rect x="-71" y="-57" width="142" height="90" rx="3" fill="${a}"/>` +
    `<path d="M-52-30H20M-52-14H44M-52 2H6" stroke="#fff" stroke-opacity=".6" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M-100 44H100L88 62H-88Z" fill="#cbd5e1"/><rect x="-18" y="44" width="36" height="5" rx="2" fill="#94a3b8"/>`,
  tv: (a) =>
    `<rect x="-98" y="-72" width="196" height="120" rx="8" fill="${INK}"/><rect x="-90" y="-64" width="180" height="104" rx="3" fill="${a}"/>` +
    `<path d="M-90 40 -30-10 0 14 40-30 90 20V40Z" fill="#fff" fill-opacity=".35"/><circle cx="50" cy="-36" r="14" fill="#fff" fill-opacity=".6"/>` +
    `<path d="M-32 48-46 78M32 48 46 78" stroke="${INK}" stroke-width="9" stroke-linecap="round"/>`,
  headphones: (a) =>
    `<path d="M-72 24V2A72 72 0 0 1 72 2V24" fill="none" stroke="${INK}" stroke-width="14" stroke-linecap="round"/>` +
    `<rect x="-92" y="4" width="40" height="70" rx="16" fill="${a}"/><rect x="52" y="4" width="40" height="70" rx="16" fill="${a}"/>` +
    `<rect x="-84" y="16" width="14" height="46" rx="7" fill="${INK}" fill-opacity=".35"/><rect x="70" y="16" width="14" height="46" rx="7" fill="${INK}" fill-opacity=".35"/>`,
  dress: (a) =>
    `<path d="M-22-94-30-52Q-40-30-34-18L-84 90H84L34-18Q40-30 30-52L22-94Q0-80-22-94Z" fill="${a}"/>` +
    `<path d="M-34-18H34" stroke="${INK}" stroke-width="9"/><path d="M-60 60H60M-48 34H48" stroke="#fff" stroke-opacity=".35" stroke-width="6"/>`,
  shirt: (a) =>
    `<path d="M-30-86-90-56-70-12-50-22V88H50V-22L70-12 90-56 30-86Q0-62-30-86Z" fill="${a}"/>` +
    `<path d="M-30-86Q0-62 30-86" fill="none" stroke="${INK}" stroke-width="7"/><path d="M0-70V88" stroke="${INK}" stroke-opacity=".25" stroke-width="4"/>` +
    [-40, -6, 28, 62].map((y) => `<circle cx="8" cy="${y}" r="4" fill="${INK}" fill-opacity=".6"/>`).join(''),
  shoe: (a) =>
    `<path d="M-94 40V-6Q-94-26-74-26L-42-28Q-20-52 6-46L22-8Q62-2 86 14Q98 22 96 40Z" fill="${a}"/>` +
    `<rect x="-98" y="36" width="196" height="20" rx="10" fill="#f8fafc"/>` +
    `<path d="M-30-20 0-26M-22-8 8-14M-14 4 16-2" stroke="#fff" stroke-width="6" stroke-linecap="round"/>`,
  handbag: (a) =>
    `<path d="M-42-28Q-42-86 0-86Q42-86 42-28" fill="none" stroke="${INK}" stroke-width="11"/>` +
    `<path d="M-80-30H80L68 86H-68Z" fill="${a}"/><path d="M-80-30H80L76 6Q0 24-76 6Z" fill="${shade(a, -0.2)}"/>` +
    `<rect x="-16" y="-4" width="32" height="20" rx="5" fill="#fde68a"/>`,
  sofa: (a) =>
    `<rect x="-90" y="-44" width="180" height="74" rx="18" fill="${shade(a, -0.15)}"/>` +
    `<rect x="-102" y="-8" width="34" height="72" rx="14" fill="${a}"/><rect x="68" y="-8" width="34" height="72" rx="14" fill="${a}"/>` +
    `<rect x="-72" y="10" width="70" height="40" rx="10" fill="${shade(a, 0.25)}"/><rect x="2" y="10" width="70" height="40" rx="10" fill="${shade(a, 0.25)}"/>` +
    `<rect x="-90" y="62" width="10" height="22" rx="3" fill="${INK}"/><rect x="80" y="62" width="10" height="22" rx="3" fill="${INK}"/>`,
  pot: (a) =>
    `<path d="M-72-18H72V40Q72 72 40 72H-40Q-72 72-72 40Z" fill="${a}"/>` +
    `<rect x="-84" y="-32" width="168" height="18" rx="9" fill="${INK}"/><path d="M-22-32Q0-58 22-32Z" fill="${INK}"/>` +
    `<rect x="-102" y="-6" width="32" height="12" rx="6" fill="${INK}"/><rect x="70" y="-6" width="32" height="12" rx="6" fill="${INK}"/>` +
    `<path d="M-30-66Q-40-80-30-94M0-66Q-10-80 0-94M30-66Q20-80 30-94" stroke="#fff" stroke-opacity=".7" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  vase: (a) =>
    `<path d="M0 10C-6-40-40-60-62-88 -30-80-6-60 0 10ZM0 10C6-50 30-76 64-92 40-60 20-40 0 10ZM0 10C-2-40 0-70 4-98 14-70 10-40 0 10Z" fill="#4ade80"/>` +
    `<path d="M-36 8Q-58 50-32 92H32Q58 50 36 8Z" fill="${a}"/><path d="M-46 40H46M-50 62H50" stroke="${INK}" stroke-opacity=".3" stroke-width="6"/>`,
  garden: (a) =>
    `<path d="M-50 20H50L40 92H-40Z" fill="${a}"/><rect x="-58" y="10" width="116" height="18" rx="6" fill="${shade(a, -0.25)}"/>` +
    `<path d="M0 12V-40" stroke="#166534" stroke-width="8"/><ellipse cx="-30" cy="-40" rx="32" ry="16" fill="#22c55e" transform="rotate(-30 -30 -40)"/>` +
    `<ellipse cx="30" cy="-56" rx="32" ry="16" fill="#4ade80" transform="rotate(30 30 -56)"/><ellipse cx="0" cy="-80" rx="14" ry="26" fill="#16a34a"/>`,
  bottle: (a) =>
    `<rect x="-40" y="-38" width="80" height="132" rx="18" fill="${a}"/><rect x="-16" y="-66" width="32" height="30" rx="4" fill="${INK}"/>` +
    `<path d="M-6-66V-86H36" stroke="${INK}" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    `<rect x="-28" y="4" width="56" height="50" rx="8" fill="#fff" fill-opacity=".8"/><path d="M-16 22H16M-12 36H12" stroke="${INK}" stroke-opacity=".4" stroke-width="5"/>` +
    `<rect x="50" y="40" width="46" height="54" rx="12" fill="${shade(a, -0.2)}"/><rect x="46" y="28" width="54" height="16" rx="6" fill="${INK}"/>`,
  comb: (a) =>
    Array.from({ length: 7 }, (_, i) => `<rect x="${-60 + i * 18}" y="-92" width="9" height="90" rx="4" fill="${a}"/>`).join('') +
    `<rect x="-68" y="-10" width="136" height="40" rx="12" fill="${a}"/><path d="M-20 30Q-30 70-10 94H10Q30 70 20 30Z" fill="${shade(a, -0.25)}"/>` +
    `<circle cx="0" cy="10" r="9" fill="${INK}" fill-opacity=".35"/>`,
  lipstick: (a) =>
    `<rect x="-28" y="6" width="56" height="90" rx="7" fill="${INK}"/><rect x="-22" y="-34" width="44" height="44" rx="3" fill="#d1d5db"/>` +
    `<path d="M-18-34V-78L18-98V-34Z" fill="${a}"/><rect x="-28" y="40" width="56" height="8" fill="#fbbf24"/>`,
  wellness: (a) =>
    `<path d="M0 80C-90 20-90-60-40-70-18-74-4-58 0-46 4-58 18-74 40-70 90-60 90 20 0 80Z" fill="${a}"/>` +
    `<path d="M-6 30C-30 0-22-30 10-44 8-14 4 8-6 30Z" fill="#22c55e"/><path d="M-6 30 6-30" stroke="#166534" stroke-width="4"/>`,
  basket: (a) =>
    `<path d="M-62-22Q0-112 62-22" stroke="${shade(a, -0.3)}" stroke-width="11" fill="none"/>` +
    `<path d="M-94-24H94L74 82Q0 98-74 82Z" fill="${a}"/>` +
    zigzagLine(-84, 84, 4, 24, 10, INK) +
    zigzagLine(-76, 76, 44, 62, 9, '#b91c1c') +
    `<rect x="-96" y="-30" width="192" height="14" rx="7" fill="${shade(a, -0.3)}"/>`,
  mask: (a) =>
    `<path d="M0-98Q64-98 64-10Q64 60 0 98Q-64 60-64-10Q-64-98 0-98Z" fill="${a}"/>` +
    `<path d="M-44-22Q-26-38-8-22Q-26-10-44-22ZM8-22Q26-38 44-22Q26-10 8-22Z" fill="${INK}"/>` +
    `<path d="M0-14V30" stroke="${INK}" stroke-width="7"/><rect x="-18" y="48" width="36" height="12" rx="6" fill="${INK}"/>` +
    `<path d="M-40-64H40M-48-50H48" stroke="${INK}" stroke-opacity=".4" stroke-width="5"/>`,
  candle: (a) =>
    `<path d="M0-96C18-74 20-54 0-40-20-54-18-74 0-96Z" fill="#fbbf24"/><path d="M0-78C8-66 8-56 0-48-8-56-8-66 0-78Z" fill="#fff7ed"/>` +
    `<path d="M0-40V-28" stroke="${INK}" stroke-width="4"/>` +
    `<rect x="-40" y="-28" width="80" height="124" rx="10" fill="${a}"/>` +
    `<path d="M-40 14H40M-40 44H40" stroke="#fff" stroke-opacity=".6" stroke-width="8"/><circle cx="0" cy="29" r="6" fill="#fff" fill-opacity=".8"/>`,
  painting: (a) =>
    `<path d="M-60 96-36 60M60 96 36 60" stroke="#78350f" stroke-width="8" stroke-linecap="round"/>` +
    `<rect x="-86" y="-86" width="172" height="140" rx="4" fill="#78350f"/><rect x="-74" y="-74" width="148" height="116" fill="#fef3c7"/>` +
    `<circle cx="34" cy="-40" r="16" fill="${a}"/><path d="M-74 42-30-16 0 16 28-6 74 42Z" fill="#15803d"/><path d="M-74 42-40 0-10 42Z" fill="#166534"/>`,
  dumbbell: (a) =>
    `<rect x="-66" y="-9" width="132" height="18" rx="7" fill="#94a3b8"/>` +
    `<rect x="-82" y="-42" width="22" height="84" rx="6" fill="${a}"/><rect x="60" y="-42" width="22" height="84" rx="6" fill="${a}"/>` +
    `<rect x="-100" y="-28" width="18" height="56" rx="6" fill="${INK}"/><rect x="82" y="-28" width="18" height="56" rx="6" fill="${INK}"/>`,
  bicycle: (a) =>
    `<circle cx="-56" cy="30" r="36" fill="none" stroke="${INK}" stroke-width="9"/><circle cx="56" cy="30" r="36" fill="none" stroke="${INK}" stroke-width="9"/>` +
    `<path d="M-56 30-20-30H36L56 30M-20-30 4 30H-56M4 30 36-30" stroke="${a}" stroke-width="9" fill="none" stroke-linejoin="round"/>` +
    `<path d="M-34-44H-6M36-30 30-56H50" stroke="${INK}" stroke-width="8" stroke-linecap="round" fill="none"/>`,
  tent: (a) =>
    `<path d="M-100 78 0-90 100 78Z" fill="${a}"/><path d="M0-90 30 78H-30Z" fill="${shade(a, -0.35)}"/>` +
    `<path d="M0 10-24 78H24Z" fill="${INK}" fill-opacity=".7"/><path d="M-110 80H110" stroke="#fff" stroke-opacity=".6" stroke-width="6"/>`,
  ball: (a) =>
    `<circle r="90" fill="#f8fafc"/><path d="M0-30 29-9 18 25H-18L-29-9Z" fill="${INK}"/>` +
    [0, 72, 144, 216, 288]
      .map((r) => `<path d="M0-30V-62M-18-86 0-62 18-86" stroke="${INK}" stroke-width="5" fill="none" transform="rotate(${r})"/>`)
      .join('') +
    `<circle r="90" fill="none" stroke="${a}" stroke-width="8"/>`,
  onesie: (a) =>
    `<path d="M-30-84-84-54-66-20-44-30V30L-44 88H-8L0 60 8 88H44V30-30L66-20 84-54 30-84Q0-64-30-84Z" fill="${a}"/>` +
    `<path d="M-30-84Q0-64 30-84" fill="none" stroke="#fff" stroke-width="6"/><circle cx="0" cy="-20" r="14" fill="#fff" fill-opacity=".7"/>`,
  teddy: (a) =>
    `<circle cx="-46" cy="-66" r="22" fill="${shade(a, -0.3)}"/><circle cx="46" cy="-66" r="22" fill="${shade(a, -0.3)}"/>` +
    `<ellipse cx="0" cy="50" rx="58" ry="48" fill="${shade(a, -0.15)}"/><circle cx="0" cy="-34" r="54" fill="${a}"/>` +
    `<ellipse cx="0" cy="-18" rx="22" ry="16" fill="#fff7ed"/><circle cx="0" cy="-24" r="7" fill="${INK}"/>` +
    `<circle cx="-20" cy="-46" r="6" fill="${INK}"/><circle cx="20" cy="-46" r="6" fill="${INK}"/><ellipse cx="0" cy="56" rx="30" ry="26" fill="#fff7ed" fill-opacity=".6"/>`,
  backpack: (a) =>
    `<path d="M-30-70Q-30-96 0-96Q30-96 30-70" stroke="${INK}" stroke-width="10" fill="none"/>` +
    `<rect x="-66" y="-74" width="132" height="170" rx="34" fill="${a}"/><rect x="-46" y="18" width="92" height="58" rx="14" fill="${shade(a, -0.2)}"/>` +
    `<path d="M-46 36H46" stroke="${INK}" stroke-opacity=".4" stroke-width="5"/><rect x="-10" y="-40" width="20" height="12" rx="4" fill="#fde68a"/>`,
  rattle: (a) =>
    `<circle cx="-26" cy="-40" r="52" fill="${a}"/><circle cx="-26" cy="-40" r="36" fill="#fff" fill-opacity=".3"/>` +
    `<path d="M10-4 70 66" stroke="${shade(a, -0.3)}" stroke-width="20" stroke-linecap="round"/><circle cx="76" cy="74" r="16" fill="${shade(a, -0.3)}"/>` +
    `<circle cx="-40" cy="-54" r="8" fill="#fff"/><circle cx="-10" cy="-30" r="8" fill="#fff"/>`,
  fruit: (a) =>
    `<path d="M-96 40H96Q86 96 0 96Q-86 96-96 40Z" fill="${shade(a, -0.55)}"/>` +
    `<circle cx="-44" cy="0" r="42" fill="#ef4444"/><circle cx="30" cy="-10" r="46" fill="#f97316"/><circle cx="-4" cy="30" r="36" fill="#facc15"/>` +
    `<path d="M-44-42Q-40-60-26-66" stroke="#166534" stroke-width="6" fill="none"/><ellipse cx="40" cy="-60" rx="18" ry="9" fill="#22c55e" transform="rotate(-30 40 -60)"/>`,
  jar: (a) =>
    `<rect x="-58" y="-60" width="116" height="152" rx="26" fill="${a}" fill-opacity=".95"/><rect x="-64" y="-86" width="128" height="32" rx="8" fill="${INK}"/>` +
    `<rect x="-44" y="-8" width="88" height="52" rx="8" fill="#fff" fill-opacity=".85"/><path d="M-26 10H26M-18 26H18" stroke="${INK}" stroke-opacity=".5" stroke-width="5"/>`,
  drink: (a) =>
    `<path d="M-44-50H-8L-12-80H-40Z" fill="${INK}"/><rect x="-62" y="-52" width="72" height="146" rx="18" fill="${a}"/>` +
    `<rect x="-54" y="0" width="56" height="44" rx="6" fill="#fff" fill-opacity=".8"/>` +
    `<path d="M24-20H88L78 94H34Z" fill="#e0f2fe" fill-opacity=".85"/><path d="M28 20H84L78 94H34Z" fill="${shade(a, 0.2)}"/><circle cx="56" cy="-34" r="10" fill="#fde047"/>`,
  maize: (a) =>
    `<path d="M-10 96C-70 60-70-10-50-70-20-20-10 40-10 96ZM10 96C70 60 70-10 50-70 20-20 10 40 10 96Z" fill="#65a30d"/>` +
    `<ellipse cx="0" cy="-6" rx="34" ry="88" fill="${a === '#fde047' ? '#facc15' : '#fde047'}"/>` +
    Array.from({ length: 8 }, (_, i) => `<path d="M-30 ${-70 + i * 19}H30" stroke="#ca8a04" stroke-width="3"/>`).join('') +
    `<path d="M-12-90V76M12-90V76" stroke="#ca8a04" stroke-width="3"/>`,
  wrench: (a) =>
    `<g transform="rotate(40)"><rect x="-14" y="18" width="28" height="76" rx="11" fill="${INK}"/><rect x="-4" y="-86" width="8" height="106" fill="#cbd5e1"/><rect x="-7" y="-96" width="14" height="14" rx="3" fill="#cbd5e1"/></g>` +
    `<g transform="rotate(-40)"><path d="M-34-62A34 34 0 0 1-14-93V-70H14V-93A34 34 0 0 1 34-62 34 34 0 0 1 11-30V82A11 11 0 0 1-11 82V-30A34 34 0 0 1-34-62Z" fill="${a}"/></g>`,
  balloons: (a) =>
    `<path d="M-40 10Q-30 60 0 96M40 0Q30 60 0 96M0-10V96" stroke="#fff" stroke-width="3" fill="none"/>` +
    `<ellipse cx="-40" cy="-30" rx="34" ry="42" fill="${a}"/><ellipse cx="40" cy="-40" rx="34" ry="42" fill="#f472b6"/><ellipse cx="0" cy="-54" rx="34" ry="42" fill="#38bdf8"/>` +
    `<ellipse cx="-10" cy="-70" rx="8" ry="12" fill="#fff" fill-opacity=".6"/>`,
  book: (a) =>
    `<path d="M0-30Q-50-50-96-36V74Q-50 60 0 80Z" fill="#f8fafc"/><path d="M0-30Q50-50 96-36V74Q50 60 0 80Z" fill="#e2e8f0"/>` +
    `<path d="M-76-12H-20M-76 10H-20M-76 32H-20M20-12H76M20 10H76" stroke="${INK}" stroke-opacity=".3" stroke-width="5"/>` +
    `<path d="M0-96-80-66 0-40 80-66Z" fill="${INK}"/><path d="M60-60V-20" stroke="${a}" stroke-width="6"/><circle cx="60" cy="-16" r="8" fill="${a}"/>`,
  van: (a) =>
    `<rect x="-98" y="-62" width="124" height="100" rx="8" fill="#f8fafc"/><path d="M28-40H66L94-6V38H28Z" fill="${a}"/>` +
    `<path d="M38-30H62L82-6H38Z" fill="#e0f2fe"/><rect x="-98" y="-16" width="124" height="14" fill="${a}"/>` +
    wheel(-60, 44) +
    wheel(56, 44),
  spark: (a) => `<path d="M0-90 20-20 90 0 20 20 0 90-20 20-90 0-20-20Z" fill="${a}"/>`,
};

/** Which icon a subcategory shows. */
const SUBCATEGORY_ICONS: Record<string, string> = {
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
  Shoes: 'shoe',
  'Bags & Jewellery': 'handbag',
  Furniture: 'sofa',
  Kitchen: 'pot',
  Decor: 'vase',
  'Garden & Tools': 'garden',
  Skincare: 'bottle',
  Hair: 'comb',
  Makeup: 'lipstick',
  Wellness: 'wellness',
  'Baskets & Weaving': 'basket',
  Carvings: 'mask',
  Candles: 'candle',
  'Paintings & Prints': 'painting',
  Fitness: 'dumbbell',
  Cycling: 'bicycle',
  Camping: 'tent',
  'Team Sports': 'ball',
  Clothing: 'onesie',
  Toys: 'teddy',
  School: 'backpack',
  Nursery: 'rattle',
  'Fresh Produce': 'fruit',
  Pantry: 'jar',
  Drinks: 'drink',
  'Local Specialities': 'maize',
  Repairs: 'wrench',
  Events: 'balloons',
  Lessons: 'book',
  Transport: 'van',
};

const CATEGORY_ICONS: Record<string, string> = {
  vehicles: 'car',
  electronics: 'phone',
  fashion: 'dress',
  'home-garden': 'sofa',
  'beauty-health': 'bottle',
  'crafts-art': 'basket',
  'sports-outdoors': 'ball',
  'baby-kids': 'teddy',
  'food-groceries': 'fruit',
  services: 'wrench',
};

export function iconName(category: string, subcategory?: string | null): string {
  return (subcategory && SUBCATEGORY_ICONS[subcategory]) || CATEGORY_ICONS[category] || 'spark';
}

/** An icon placed at (x, y) at `size` pixels, with a soft shadow. */
function icon(name: string, accent: string, x: number, y: number, size: number): string {
  const draw = ICONS[name] ?? ICONS.spark!;
  const s = size / 200;
  return (
    `<ellipse cx="${x}" cy="${y + size * 0.52}" rx="${size * 0.42}" ry="${size * 0.05}" fill="#000" fill-opacity=".22"/>` +
    `<g transform="translate(${x} ${y}) scale(${s.toFixed(4)})">${draw(accent)}</g>`
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
  title: string;
  category: string;
  categoryName: string;
  subcategory?: string | null;
  brand?: string | null;
  /** Shown under the title, e.g. "Toyota · Mbabane". */
  caption?: string;
  /** Chooses palette, gradient angle and ornaments. */
  seed: number;
};

/**
 * A product picture (4:5). Style 0 is the listing's card (icon, title, caption); 1 a close-up
 * of the item on a pattern; 2 the item on a light "studio" background. 1 and 2 carry no
 * title, so several listings of a subcategory can share them.
 */
export function productImageSvg(art: ProductArt, style: 0 | 1 | 2, width = 1080): string {
  const W = width;
  const H = Math.round(width * 1.25);
  const k = W / 1080;
  const p = paletteFor(art.category, art.seed);
  const angle = 35 + (art.seed % 5) * 25;
  const name = iconName(art.category, art.subcategory);
  if (style === 2) {
    const bg = shade(p.accent, 0.7);
    return (
      svgOpen(W, H) +
      `<defs><radialGradient id="r" cx=".5" cy=".45" r=".7"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${bg}"/></radialGradient></defs>` +
      `<rect width="${W}" height="${H}" fill="url(#r)"/>` +
      `<rect y="${H * 0.72}" width="${W}" height="${H * 0.28}" fill="${shade(p.from, 0.55)}" fill-opacity=".45"/>` +
      zigzag(H * 0.9, W, 40 * k, p.from, 0.25) +
      icon(name, p.accent === '#f8fafc' ? p.from : shade(p.to, 0.1), W / 2, H * 0.5, 560 * k) +
      `<text x="${W - 56 * k}" y="${84 * k}" text-anchor="end" ${FONT} font-weight="700" font-size="${40 * k}" fill="${p.from}" fill-opacity=".8">Sokoni</text>` +
      `</svg>`
    );
  }
  if (style === 1) {
    return (
      svgOpen(W, H) +
      `<defs>${gradient('g', p, angle + 90)}</defs><rect width="${W}" height="${H}" fill="url(#g)"/>` +
      Array.from({ length: 9 }, (_, i) => zigzag(i * 160 * k + 20 * k, W, 36 * k, '#fff', 0.05)).join('') +
      bubbles(W, H, art.seed + 7, 10, 0.08) +
      icon(name, p.accent, W * 0.56, H * 0.56, 900 * k) +
      `<rect x="${56 * k}" y="${56 * k}" rx="${30 * k}" width="${Math.min(W - 112 * k, (art.subcategory ?? art.categoryName).length * 24 * k + 64 * k)}" height="${60 * k}" fill="#000" fill-opacity=".3"/>` +
      `<text x="${88 * k}" y="${97 * k}" ${FONT} font-weight="700" font-size="${34 * k}" fill="#fff">${escapeXml(art.subcategory ?? art.categoryName)}</text>` +
      `</svg>`
    );
  }
  const { lines, size } = fitTitle(art.title, 66 * k, W - 200 * k, 2);
  const caption = art.caption ?? [art.brand, art.subcategory].filter(Boolean).join(' · ');
  const panelH = 60 * k + lines.length * size * 1.18 + (caption ? 52 * k : 0) + 84 * k;
  const panelTop = H - 48 * k - panelH;
  return (
    svgOpen(W, H) +
    `<defs>${gradient('g', p, angle)}<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".32"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#g)"/>` +
    zigzag(0, W, 46 * k, p.accent, 0.22) +
    bubbles(W, H, art.seed, 8, 0.07) +
    `<circle cx="${W / 2}" cy="${H * 0.4}" r="${W * 0.4}" fill="url(#glow)"/>` +
    icon(name, p.accent, W / 2, H * 0.4, 560 * k) +
    `<rect x="${56 * k}" y="${92 * k}" rx="${28 * k}" width="${art.categoryName.length * 22 * k + 60 * k}" height="${56 * k}" fill="#fff" fill-opacity=".16"/>` +
    `<text x="${86 * k}" y="${130 * k}" ${FONT} font-weight="700" font-size="${30 * k}" fill="#fff">${escapeXml(art.categoryName)}</text>` +
    `<text x="${W - 56 * k}" y="${130 * k}" text-anchor="end" ${FONT} font-weight="700" font-size="${36 * k}" fill="#fff" fill-opacity=".9">Sokoni</text>` +
    `<rect x="${48 * k}" y="${panelTop}" width="${W - 96 * k}" height="${panelH}" rx="${36 * k}" fill="#000" fill-opacity=".3"/>` +
    `<rect x="${92 * k}" y="${panelTop + 32 * k}" width="${96 * k}" height="${9 * k}" rx="${4.5 * k}" fill="${p.accent}"/>` +
    lines
      .map(
        (l, i) =>
          `<text x="${92 * k}" y="${panelTop + 60 * k + size * (0.9 + i * 1.18)}" ${FONT} font-weight="700" font-size="${size}" fill="#fff">${escapeXml(l)}</text>`,
      )
      .join('') +
    (caption
      ? `<text x="${92 * k}" y="${panelTop + 60 * k + size * (0.9 + lines.length * 1.18) + 34 * k}" ${FONT} font-size="${36 * k}" fill="#fff" fill-opacity=".82">${escapeXml(caption)}</text>`
      : '') +
    `</svg>`
  );
}

export type ShopArt = { name: string; category: string; productCategory: string; seed: number };

export function initials(name: string): string {
  const words = name.replace(/[^\p{L}\p{N}\s&]/gu, ' ').split(/\s+/).filter((w) => w && w !== '&');
  return ((words[0]?.[0] ?? 'S') + (words[1]?.[0] ?? '')).toUpperCase();
}

/** A round shop logo: initials on the category's gradient, ringed in the accent colour. */
export function shopLogoSvg(shop: ShopArt, size = 400): string {
  const p = paletteFor(shop.productCategory, shop.seed);
  const k = size / 400;
  const text = initials(shop.name);
  return (
    svgOpen(size, size) +
    `<defs>${gradient('g', p, 45)}</defs>` +
    `<rect width="${size}" height="${size}" fill="url(#g)"/>` +
    zigzag(size * 0.8, size, 28 * k, p.accent, 0.35) +
    `<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.36}" fill="none" stroke="${p.accent}" stroke-width="${10 * k}"/>` +
    `<text x="${size / 2}" y="${size / 2 + 46 * k}" text-anchor="middle" ${FONT} font-weight="700" font-size="${132 * k}" fill="#fff">${escapeXml(text)}</text>` +
    `</svg>`
  );
}

/** A shop's cover (5:2): pattern and a row of its goods; the app writes the name over it. */
export function shopCoverSvg(shop: ShopArt & { subcategories: readonly string[] }, width = 1200): string {
  const W = width;
  const H = Math.round(width * 0.4);
  const k = W / 1200;
  const p = paletteFor(shop.productCategory, shop.seed + 1);
  const names = shop.subcategories.map((s) => iconName(shop.productCategory, s));
  const row = names.slice(0, 4);
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
// Video layers

export type VideoArt = ProductArt & { price: string; shopName: string; city: string };

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
    `<circle cx="${W / 2}" cy="${H * 0.36}" r="${W * 0.42}" fill="url(#glow)"/>` +
    icon(iconName(art.category, art.subcategory), p.accent, W / 2, H * 0.36, W * 0.6) +
    `</svg>`
  );
}

/** The card that slides in: shop, title, caption and price (transparent). */
export function videoCardSvg(art: VideoArt, W: number, H: number): string {
  const k = W / 360;
  const p = paletteFor(art.category, art.seed);
  const { lines, size } = fitTitle(art.title, 25 * k, W - 88 * k, 3);
  const caption = [art.brand, art.city].filter(Boolean).join(' · ');
  const lineH = size * 1.2;
  const cardH = 28 * k + lines.length * lineH + 30 * k + 50 * k;
  const top = H - cardH - 36 * k;
  const pillW = Math.max(96 * k, art.price.length * 12.5 * k + 34 * k);
  return (
    svgOpen(W, H) +
    `<rect x="${16 * k}" y="${16 * k}" rx="${16 * k}" width="${Math.min(W - 110 * k, art.shopName.length * 9 * k + 30 * k)}" height="${32 * k}" fill="#000" fill-opacity=".28"/>` +
    `<text x="${30 * k}" y="${37 * k}" ${FONT} font-weight="700" font-size="${15 * k}" fill="#fff">${escapeXml(art.shopName)}</text>` +
    `<text x="${W - 18 * k}" y="${38 * k}" text-anchor="end" ${FONT} font-weight="700" font-size="${18 * k}" fill="#fff">Sokoni</text>` +
    `<rect x="${20 * k}" y="${top}" width="${W - 40 * k}" height="${cardH}" rx="${20 * k}" fill="#000" fill-opacity=".38"/>` +
    lines
      .map((l, i) => `<text x="${40 * k}" y="${top + 26 * k + size * 0.9 + i * lineH}" ${FONT} font-weight="700" font-size="${size}" fill="#fff">${escapeXml(l)}</text>`)
      .join('') +
    `<text x="${40 * k}" y="${top + 26 * k + lines.length * lineH + 16 * k}" ${FONT} font-size="${15 * k}" fill="#fff" fill-opacity=".82">${escapeXml(caption)}</text>` +
    `<rect x="${40 * k}" y="${top + cardH - 52 * k}" width="${pillW}" height="${34 * k}" rx="${17 * k}" fill="${p.accent}"/>` +
    `<text x="${40 * k + pillW / 2}" y="${top + cardH - 29 * k}" text-anchor="middle" ${FONT} font-weight="700" font-size="${17 * k}" fill="${INK}">${escapeXml(art.price)}</text>` +
    `</svg>`
  );
}
