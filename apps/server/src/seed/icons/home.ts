import { INK, line, shade, STEEL, times, WHITE, WOOD, zigzagLine, type Icon } from './draw.ts';

const chair = (x: number, flip: boolean, colour: string) =>
  `<g transform="translate(${x} 0) scale(${flip ? -1 : 1} 1)"><rect x="-10" y="-44" width="12" height="80" rx="4" fill="${colour}"/><rect x="-10" y="6" width="44" height="12" rx="4" fill="${colour}"/><rect x="26" y="16" width="8" height="64" fill="${colour}"/><rect x="-10" y="16" width="8" height="64" fill="${colour}"/></g>`;

const candle: Icon = (a) =>
  `<path d="M0-96C18-74 20-54 0-40-20-54-18-74 0-96Z" fill="#fbbf24"/><path d="M0-78C8-66 8-56 0-48-8-56-8-66 0-78Z" fill="#fff7ed"/>` +
  `<path d="M0-40V-28" stroke="${INK}" stroke-width="4"/>` +
  `<rect x="-40" y="-28" width="80" height="124" rx="10" fill="${a}"/>` +
  `<path d="M-40 14H40M-40 44H40" stroke="#fff" stroke-opacity=".6" stroke-width="8"/><circle cx="0" cy="29" r="6" fill="#fff" fill-opacity=".8"/>`;

/** Home, kitchen, garden, and crafts. */
export const HOME_ICONS = {
  sofa: (a) =>
    `<rect x="-90" y="-44" width="180" height="74" rx="18" fill="${shade(a, -0.15)}"/>` +
    `<rect x="-102" y="-8" width="34" height="72" rx="14" fill="${a}"/><rect x="68" y="-8" width="34" height="72" rx="14" fill="${a}"/>` +
    `<rect x="-72" y="10" width="70" height="40" rx="10" fill="${shade(a, 0.25)}"/><rect x="2" y="10" width="70" height="40" rx="10" fill="${shade(a, 0.25)}"/>` +
    `<rect x="-90" y="62" width="10" height="22" rx="3" fill="${INK}"/><rect x="80" y="62" width="10" height="22" rx="3" fill="${INK}"/>`,
  'table-chairs': (a) =>
    chair(-76, false, shade(WOOD, -0.2)) +
    chair(76, true, shade(WOOD, -0.2)) +
    `<rect x="-60" y="-14" width="120" height="14" rx="4" fill="${WOOD}"/><rect x="-50" y="0" width="10" height="80" fill="${WOOD}"/><rect x="40" y="0" width="10" height="80" fill="${WOOD}"/>` +
    `<ellipse cx="0" cy="-22" rx="20" ry="8" fill="${a}"/>`,
  'coffee-table': (a) =>
    `<rect x="-96" y="-4" width="192" height="22" rx="8" fill="${WOOD}"/><rect x="-82" y="18" width="14" height="56" fill="${shade(WOOD, -0.25)}"/><rect x="68" y="18" width="14" height="56" fill="${shade(WOOD, -0.25)}"/>` +
    `<rect x="-70" y="44" width="140" height="10" fill="${shade(WOOD, -0.15)}"/>` +
    `<path d="M24-48H56L52-4H28Z" fill="${a}"/><path d="M40-48C30-70 36-84 40-90 44-84 50-70 40-48Z" fill="#22c55e"/>` +
    `<rect x="-56" y="-22" width="52" height="18" rx="3" fill="${WHITE}"/>`,
  bed: (a) =>
    `<rect x="-100" y="-80" width="30" height="160" rx="8" fill="${WOOD}"/>` +
    `<rect x="-70" y="-6" width="170" height="50" rx="10" fill="${WHITE}"/><rect x="-70" y="40" width="170" height="24" rx="6" fill="${shade(WOOD, -0.2)}"/>` +
    `<rect x="-64" y="-30" width="52" height="28" rx="12" fill="#e2e8f0"/><path d="M-6-10H100V44H-6Z" fill="${a}"/>` +
    `<rect x="-66" y="64" width="10" height="18" fill="${INK}"/><rect x="86" y="64" width="10" height="18" fill="${INK}"/>`,
  bookshelf: (a) =>
    `<rect x="-70" y="-98" width="140" height="196" rx="4" fill="${WOOD}"/><rect x="-60" y="-88" width="120" height="176" fill="${shade(WOOD, -0.45)}"/>` +
    times(4, (i) => `<rect x="-60" y="${-50 + i * 36}" width="120" height="6" fill="${WOOD}"/>`) +
    times(15, (i) => {
      const shelf = Math.floor(i / 3);
      const col = i % 3;
      const colours = [a, '#ef4444', WHITE, '#22c55e', '#3b82f6'];
      return `<rect x="${-54 + col * 14 + shelf * 12}" y="${-84 + shelf * 36}" width="11" height="${28 - (i % 2) * 6}" transform="translate(0 ${(i % 2) * 6})" fill="${colours[(i + shelf) % 5]}"/>`;
    }),
  'office-chair': (a) =>
    `<rect x="-46" y="-98" width="92" height="100" rx="22" fill="${INK}"/><rect x="-36" y="-88" width="72" height="80" rx="16" fill="${a}" fill-opacity=".55"/>` +
    `<rect x="-60" y="8" width="120" height="26" rx="12" fill="${INK}"/><rect x="-6" y="34" width="12" height="36" fill="${STEEL}"/>` +
    line('M0 70-70 84M0 70 70 84M0 70 0 88M0 70-34 92M0 70 34 92', INK, 8) +
    line('M-66-10V20M66-10V20', INK, 8),
  stove: (a) =>
    `<rect x="-80" y="-70" width="160" height="166" rx="8" fill="${WHITE}"/><rect x="-80" y="-90" width="160" height="22" rx="4" fill="#cbd5e1"/>` +
    times(4, (i) => `<ellipse cx="${-40 + (i % 2) * 80}" cy="${-84 + Math.floor(i / 2) * 8}" rx="22" ry="5" fill="${INK}"/>`) +
    times(4, (i) => `<circle cx="${-54 + i * 36}" cy="-52" r="7" fill="${INK}"/>`) +
    `<rect x="-64" y="-32" width="128" height="108" rx="6" fill="${INK}"/><rect x="-48" y="-16" width="96" height="60" rx="4" fill="${a}" fill-opacity=".6"/>` +
    `<rect x="-50" y="-28" width="100" height="6" rx="3" fill="${STEEL}"/>`,
  kettle: (a) =>
    `<path d="M-54-58H40L54 76H-68Z" fill="${a}"/><path d="M40-40Q90-40 84 30L62 60" fill="none" stroke="${INK}" stroke-width="14"/>` +
    `<path d="M-54-40-92-66-84-78-50-58Z" fill="${a}"/><rect x="-36" y="-76" width="60" height="20" rx="8" fill="${INK}"/>` +
    `<rect x="-20" y="-20" width="14" height="70" rx="6" fill="#bae6fd" fill-opacity=".8"/><rect x="-80" y="74" width="144" height="18" rx="6" fill="${INK}"/>`,
  pot: (a) =>
    `<path d="M-72-18H72V40Q72 72 40 72H-40Q-72 72-72 40Z" fill="${a}"/>` +
    `<rect x="-84" y="-32" width="168" height="18" rx="9" fill="${INK}"/><path d="M-22-32Q0-58 22-32Z" fill="${INK}"/>` +
    `<rect x="-102" y="-6" width="32" height="12" rx="6" fill="${INK}"/><rect x="70" y="-6" width="32" height="12" rx="6" fill="${INK}"/>` +
    `<path d="M-30-66Q-40-80-30-94M0-66Q-10-80 0-94M30-66Q20-80 30-94" stroke="#fff" stroke-opacity=".7" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  blender: (a) =>
    `<path d="M-44-80H44L34 30H-34Z" fill="#e0f2fe" fill-opacity=".75"/><path d="M-40-30H40L34 30H-34Z" fill="${a}" fill-opacity=".85"/>` +
    `<rect x="-48" y="-96" width="96" height="18" rx="6" fill="${INK}"/><path d="M44-70Q74-70 70-30L40 0" fill="none" stroke="${INK}" stroke-width="10"/>` +
    `<path d="M-18 22 18 14M-18 14 18 22" stroke="${STEEL}" stroke-width="5"/>` +
    `<path d="M-50 30H50L60 96H-60Z" fill="${INK}"/><circle cx="0" cy="64" r="12" fill="${a}"/>`,
  'air-fryer': (a) =>
    `<rect x="-72" y="-92" width="144" height="186" rx="40" fill="${INK}"/><circle cx="0" cy="-56" r="20" fill="${a}"/><circle cx="0" cy="-56" r="8" fill="${INK}"/>` +
    `<rect x="-60" y="-4" width="120" height="80" rx="14" fill="#374151"/><rect x="-28" y="20" width="56" height="18" rx="9" fill="${a}"/>`,
  fridge: (a) =>
    `<rect x="-62" y="-100" width="124" height="200" rx="12" fill="${WHITE}" stroke="#cbd5e1" stroke-width="4"/>` +
    `<path d="M-62 28H62" stroke="#94a3b8" stroke-width="5"/>` +
    `<rect x="40" y="-80" width="8" height="70" rx="4" fill="${STEEL}"/><rect x="40" y="42" width="8" height="40" rx="4" fill="${STEEL}"/>` +
    `<rect x="-50" y="-88" width="30" height="10" rx="4" fill="${a}"/>`,
  vase: (a) =>
    `<path d="M0 10C-6-40-40-60-62-88 -30-80-6-60 0 10ZM0 10C6-50 30-76 64-92 40-60 20-40 0 10ZM0 10C-2-40 0-70 4-98 14-70 10-40 0 10Z" fill="#4ade80"/>` +
    `<path d="M-36 8Q-58 50-32 92H32Q58 50 36 8Z" fill="${a}"/><path d="M-46 40H46M-50 62H50" stroke="${INK}" stroke-opacity=".3" stroke-width="6"/>`,
  blanket: (a) =>
    times(3, (i) => `<rect x="${-90 + i * 4}" y="${30 - i * 40}" width="${180 - i * 8}" height="44" rx="14" fill="${shade(a, -0.12 * i)}"/>`) +
    times(3, (i) => line(`M${-86 + i * 4} ${52 - i * 40}H${86 - i * 4}`, '#fff', 4)) +
    times(12, (i) => line(`M${-84 + i * 15} 74V92`, a, 4)),
  'wall-hanging': (a) =>
    line('M-96-90H96', WOOD, 10) +
    zigzagLine(-70, 70, -80, -30, 6, a) +
    zigzagLine(-60, 60, -40, 10, 5, shade(a, -0.3)) +
    times(13, (i) => line(`M${-72 + i * 12} -84V${40 + (i % 3) * 16}`, '#fef3c7', 4)),
  curtains: (a) =>
    `<rect x="-70" y="-84" width="140" height="170" fill="#bae6fd"/>` +
    line('M-100-90H100', INK, 8) +
    `<path d="M-96-86H-20Q-40 0-56 92H-96Z" fill="${a}"/><path d="M96-86H20Q40 0 56 92H96Z" fill="${a}"/>` +
    line('M-80-80V88M-60-80V88M80-80V88M60-80V88', shade(a, -0.25), 4),
  cushion: (a) =>
    `<path d="M-96-44Q-70-56-6-44Q0-10-6 56Q-70 68-96 56Q-90 6-96-44Z" fill="${shade(a, -0.2)}"/>` +
    `<path d="M-40-84Q10-96 80-84Q92-30 80 40Q10 52-40 40Q-52-30-40-84Z" fill="${a}"/>` +
    `<circle cx="20" cy="-22" r="22" fill="none" stroke="${INK}" stroke-opacity=".3" stroke-width="6"/>`,
  'lawn-mower': (a) =>
    line('M20-10-60-96H-96', INK, 9) +
    `<path d="M-10-20H92Q100-20 100-10V36H-30Z" fill="${a}"/><rect x="30" y="-40" width="40" height="22" rx="6" fill="${INK}"/>` +
    `<circle cx="-12" cy="48" r="20" fill="${INK}"/><circle cx="80" cy="48" r="20" fill="${INK}"/>` +
    times(10, (i) => line(`M${-100 + i * 22} 96 ${-94 + i * 22} 74`, '#22c55e', 5)),
  hose: (a) =>
    times(4, (i) => `<circle cx="-20" cy="-6" r="${74 - i * 14}" fill="none" stroke="${i % 2 ? shade('#16a34a', -0.2) : '#16a34a'}" stroke-width="14"/>`) +
    `<circle cx="-20" cy="-6" r="14" fill="${INK}"/>` +
    `<path d="M40 44 72 62 92 50 100 60 80 84 64 76Z" fill="${a}"/><rect x="56" y="72" width="14" height="26" rx="4" fill="${INK}"/>`,
  drill: (a) =>
    `<path d="M-80-70H40Q56-70 56-54V-20Q56-4 40-4H-80Z" fill="${a}"/><rect x="56" y="-50" width="20" height="32" fill="${INK}"/><rect x="76" y="-38" width="26" height="8" fill="${STEEL}"/>` +
    `<path d="M-40-4H0L-8 62H-40Z" fill="${INK}"/><rect x="-60" y="58" width="76" height="36" rx="6" fill="${a}"/>` +
    `<rect x="-4" y="6" width="12" height="16" rx="3" fill="${STEEL}"/>`,
  wheelbarrow: (a) =>
    `<path d="M-92-40H70L40 24H-70Z" fill="${a}"/>` +
    line('M-70 24-100 40M40 24 70 50M-70 24-60 70M30 24 20 70', INK, 8) +
    line('M-86-20-110-24', INK, 8) +
    `<circle cx="78" cy="58" r="28" fill="${INK}"/><circle cx="78" cy="58" r="10" fill="${STEEL}"/>`,
  'water-tank': (a) =>
    `<rect x="-68" y="-80" width="136" height="172" rx="22" fill="${shade(a, -0.2)}"/>` +
    `<ellipse cx="0" cy="-80" rx="68" ry="16" fill="${a}"/><ellipse cx="0" cy="-86" rx="22" ry="7" fill="${INK}"/>` +
    times(4, (i) => line(`M-68 ${-44 + i * 30}H68`, shade(a, -0.4), 4)) +
    `<rect x="56" y="64" width="32" height="10" fill="${STEEL}"/>`,
  plant: (a) =>
    `<path d="M-50 20H50L40 92H-40Z" fill="${a}"/><rect x="-58" y="10" width="116" height="18" rx="6" fill="${shade(a, -0.25)}"/>` +
    `<path d="M0 12V-40" stroke="#166534" stroke-width="8"/><ellipse cx="-30" cy="-40" rx="32" ry="16" fill="#22c55e" transform="rotate(-30 -30 -40)"/>` +
    `<ellipse cx="30" cy="-56" rx="32" ry="16" fill="#4ade80" transform="rotate(30 30 -56)"/><ellipse cx="0" cy="-80" rx="14" ry="26" fill="#16a34a"/>`,
  seedlings: (a) =>
    `<path d="M-100 20H100L90 80H-90Z" fill="${a}"/>` +
    times(8, (i) => `<rect x="${-92 + i * 23.5}" y="20" width="2" height="60" fill="${shade(a, -0.4)}"/>`) +
    times(8, (i) => {
      const x = -80 + i * 23;
      return line(`M${x} 20V-10`, '#166534', 4) + `<ellipse cx="${x - 9}" cy="-14" rx="10" ry="5" fill="#22c55e" transform="rotate(-30 ${x - 9} -14)"/><ellipse cx="${x + 9}" cy="-18" rx="10" ry="5" fill="#4ade80" transform="rotate(30 ${x + 9} -18)"/>`;
    }),
  basket: (a) =>
    `<path d="M-62-22Q0-112 62-22" stroke="${shade(a, -0.3)}" stroke-width="11" fill="none"/>` +
    `<path d="M-94-24H94L74 82Q0 98-74 82Z" fill="${a}"/>` +
    zigzagLine(-84, 84, 4, 24, 10, INK) +
    zigzagLine(-76, 76, 44, 62, 9, '#b91c1c') +
    `<rect x="-96" y="-30" width="192" height="14" rx="7" fill="${shade(a, -0.3)}"/>`,
  bowl: (a) =>
    `<ellipse cx="0" cy="-14" rx="96" ry="26" fill="${shade(a, -0.45)}"/>` +
    `<path d="M-96-14Q-90 80 0 84Q90 80 96-14Q0 24-96-14Z" fill="${a}"/>` +
    line('M-88 16Q0 50 88 16', '#ef4444', 8) +
    line('M-72 46Q0 74 72 46', '#3b82f6', 8),
  coasters: (a) =>
    times(3, (i) => `<ellipse cx="${-10 + i * 6}" cy="${50 - i * 14}" rx="80" ry="26" fill="${shade(a, -0.3 + i * 0.1)}"/>`) +
    `<circle cx="10" cy="-30" r="70" fill="${a}"/>` +
    times(4, (i) => `<circle cx="10" cy="-30" r="${58 - i * 14}" fill="none" stroke="${[INK, '#ef4444', WHITE, '#22c55e'][i]}" stroke-width="7" stroke-dasharray="2 8" stroke-linecap="round"/>`),
  elephant: (a) =>
    `<ellipse cx="14" cy="4" rx="70" ry="48" fill="${a}"/>` +
    times(4, (i) => `<rect x="${-40 + i * 28 + (i > 1 ? 12 : 0)}" y="30" width="20" height="60" rx="6" fill="${shade(a, -0.1)}"/>`) +
    `<circle cx="-62" cy="-26" r="36" fill="${a}"/><path d="M-44-52Q-10-56-16-6Q-30 10-50 0Z" fill="${shade(a, -0.2)}"/>` +
    `<path d="M-90-16Q-104 40-84 80" fill="none" stroke="${a}" stroke-width="18" stroke-linecap="round"/>` +
    `<path d="M-78 2Q-90 20-100 16" fill="none" stroke="${WHITE}" stroke-width="6" stroke-linecap="round"/><circle cx="-72" cy="-34" r="4" fill="${INK}"/>` +
    line('M84-6Q96 10 92 30', a, 5),
  hippo: (a) =>
    `<ellipse cx="20" cy="10" rx="76" ry="52" fill="${a}"/>` +
    times(4, (i) => `<rect x="${-30 + i * 30}" y="46" width="24" height="36" rx="8" fill="${shade(a, -0.1)}"/>`) +
    `<rect x="-100" y="-36" width="80" height="64" rx="28" fill="${a}"/><ellipse cx="-60" cy="-48" rx="30" ry="22" fill="${a}"/>` +
    `<circle cx="-72" cy="-70" r="8" fill="${shade(a, -0.25)}"/><circle cx="-46" cy="-70" r="8" fill="${shade(a, -0.25)}"/>` +
    `<circle cx="-66" cy="-52" r="4" fill="${INK}"/><circle cx="-86" cy="-14" r="4" fill="${INK}"/><circle cx="-70" cy="-14" r="4" fill="${INK}"/>`,
  giraffe: (a) =>
    `<path d="M-20 10Q-30-40-40-80L-18-88Q-6-40 10 6Z" fill="${a}"/>` +
    `<ellipse cx="16" cy="20" rx="46" ry="26" fill="${a}"/>` +
    times(4, (i) => `<rect x="${-22 + i * 22}" y="36" width="10" height="60" rx="4" fill="${a}"/>`) +
    `<ellipse cx="-44" cy="-86" rx="24" ry="12" fill="${a}" transform="rotate(-20 -44 -86)"/>` +
    line('M-36-96-38-108M-26-94-26-106', WOOD, 4) +
    times(6, (i) => `<circle cx="${[-10, 14, 38, -22, -30, 30][i]}" cy="${[14, 24, 14, -24, -56, 30][i]}" r="7" fill="${WOOD}"/>`) +
    line('M62 14Q74 30 70 50', a, 4),
  spoons: () =>
    `<g transform="rotate(-18)"><ellipse cx="-30" cy="-54" rx="26" ry="40" fill="${WOOD}"/><rect x="-36" y="-20" width="12" height="116" rx="6" fill="${WOOD}"/></g>` +
    `<g transform="rotate(18)"><path d="M6-96H54V-40Q54-18 34-14H26Q6-18 6-40Z" fill="${shade(WOOD, 0.15)}"/>` +
    times(3, (i) => `<rect x="${16 + i * 12}" y="-96" width="5" height="40" fill="#fef3c7"/>`) +
    `<rect x="24" y="-20" width="12" height="116" rx="6" fill="${shade(WOOD, 0.15)}"/></g>`,
  mask: (a) =>
    `<path d="M0-98Q64-98 64-10Q64 60 0 98Q-64 60-64-10Q-64-98 0-98Z" fill="${a}"/>` +
    `<path d="M-44-22Q-26-38-8-22Q-26-10-44-22ZM8-22Q26-38 44-22Q26-10 8-22Z" fill="${INK}"/>` +
    `<path d="M0-14V30" stroke="${INK}" stroke-width="7"/><rect x="-18" y="48" width="36" height="12" rx="6" fill="${INK}"/>` +
    `<path d="M-40-64H40M-48-50H48" stroke="${INK}" stroke-opacity=".4" stroke-width="5"/>`,
  shield: () =>
    line('M-80 96 80-96', WOOD, 8) +
    `<path d="M80-96 96-112 86-80Z" fill="${STEEL}"/>` +
    `<ellipse cx="0" cy="0" rx="56" ry="94" fill="${WHITE}" stroke="${INK}" stroke-width="5"/>` +
    `<path d="M-30-60Q-10-80 10-56Q0-30-30-36Z" fill="${INK}"/><path d="M10 10Q40 0 40 40Q20 60 0 40Z" fill="${INK}"/><path d="M-40 40Q-20 30-20 70Q-36 80-46 60Z" fill="#78350f"/>` +
    line('M0-94V94', WOOD, 7),
  candle,
  tealight: (a) =>
    `<path d="M-62-24H62L52 88H-52Z" fill="${a}" fill-opacity=".55"/>` +
    `<path d="M-48 30H48V60H-48Z" fill="${WHITE}"/><path d="M0 30V12" stroke="${INK}" stroke-width="4"/>` +
    `<path d="M0-36C14-20 14-6 0 10-14-6-14-20 0-36Z" fill="#fbbf24"/>` +
    line('M-46-10-40 70', '#fff', 5),
  painting: (a) =>
    `<path d="M-60 96-36 60M60 96 36 60" stroke="#78350f" stroke-width="8" stroke-linecap="round"/>` +
    `<rect x="-86" y="-86" width="172" height="140" rx="4" fill="#78350f"/><rect x="-74" y="-74" width="148" height="116" fill="#fef3c7"/>` +
    `<circle cx="34" cy="-40" r="16" fill="${a}"/><path d="M-74 42-30-16 0 16 28-6 74 42Z" fill="#15803d"/><path d="M-74 42-40 0-10 42Z" fill="#166534"/>`,
} satisfies Record<string, Icon>;
