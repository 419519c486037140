import { INK, line, shade, STEEL, times, WHITE, WOOD, type Icon } from './draw.ts';

const LONG_SLEEVES = 'M-34-86-84-62-100 72H-70L-60-16V86H60V-16L70 72H100L84-62 34-86Q0-66-34-86Z';

const jumper: Icon = (a) =>
  `<path d="${LONG_SLEEVES}" fill="${a}"/>` +
  `<path d="M-34-86Q0-66 34-86" fill="none" stroke="${shade(a, -0.3)}" stroke-width="9"/>` +
  `<rect x="-60" y="72" width="120" height="14" fill="${shade(a, -0.2)}"/><rect x="-100" y="62" width="30" height="12" fill="${shade(a, -0.2)}"/><rect x="70" y="62" width="30" height="12" fill="${shade(a, -0.2)}"/>` +
  times(4, (i) => line(`M-44 ${-40 + i * 26}H44`, shade(a, -0.12), 4));

/** Fashion, beauty and health. */
export const WEAR_ICONS = {
  dress: (a) =>
    `<path d="M-22-94-30-52Q-40-30-34-18L-84 90H84L34-18Q40-30 30-52L22-94Q0-80-22-94Z" fill="${a}"/>` +
    `<path d="M-34-18H34" stroke="${INK}" stroke-width="9"/><path d="M-60 60H60M-48 34H48" stroke="#fff" stroke-opacity=".35" stroke-width="6"/>`,
  skirt: (a) =>
    `<path d="M-34-96-58-84-48-60-34-66V-44H34V-66L48-60 58-84 34-96Q0-80-34-96Z" fill="${shade(a, -0.25)}"/>` +
    `<path d="M-40-28H40L84 92H-84Z" fill="${a}"/><rect x="-42" y="-34" width="84" height="12" rx="4" fill="${shade(a, -0.35)}"/>` +
    times(6, (i) => `<circle cx="${-50 + (i % 3) * 50}" cy="${20 + Math.floor(i / 3) * 40}" r="10" fill="${INK}" fill-opacity=".3"/>`),
  trousers: (a) =>
    `<path d="M-54-82H54L68 96H20L0-10-20 96H-68Z" fill="${a}"/>` +
    `<rect x="-56" y="-96" width="112" height="18" rx="3" fill="${shade(a, -0.3)}"/>` +
    line('M-36 0-42 90M36 0 42 90M0-78V-20', shade(a, -0.2), 4),
  shirt: (a) =>
    `<path d="M-30-86-90-56-70-12-50-22V88H50V-22L70-12 90-56 30-86Q0-62-30-86Z" fill="${a}"/>` +
    `<path d="M-30-86Q0-62 30-86" fill="none" stroke="${INK}" stroke-width="7"/><path d="M0-70V88" stroke="${INK}" stroke-opacity=".25" stroke-width="4"/>` +
    [-40, -6, 28, 62].map((y) => `<circle cx="8" cy="${y}" r="4" fill="${INK}" fill-opacity=".6"/>`).join(''),
  jumper,
  cardigan: (a) =>
    jumper(a) + line('M0-74V86', shade(a, -0.4), 5) + times(4, (i) => `<circle cx="10" cy="${-44 + i * 32}" r="6" fill="${WHITE}"/>`),
  jacket: (a) =>
    `<path d="${LONG_SLEEVES}" fill="${a}"/>` +
    `<path d="M-34-86-14-40 0-70 14-40 34-86Q0-72-34-86Z" fill="${shade(a, -0.3)}"/>` +
    line('M0-66V86', shade(a, -0.45), 5) +
    `<rect x="-48" y="-26" width="34" height="26" rx="4" fill="${shade(a, -0.2)}"/><rect x="14" y="-26" width="34" height="26" rx="4" fill="${shade(a, -0.2)}"/>` +
    times(3, (i) => `<circle cx="-8" cy="${16 + i * 26}" r="5" fill="${STEEL}"/>`),
  sneaker: (a) =>
    `<path d="M-94 40V-6Q-94-26-74-26L-42-28Q-20-52 6-46L22-8Q62-2 86 14Q98 22 96 40Z" fill="${a}"/>` +
    `<rect x="-98" y="36" width="196" height="20" rx="10" fill="${WHITE}"/>` +
    `<path d="M-30-20 0-26M-22-8 8-14M-14 4 16-2" stroke="#fff" stroke-width="6" stroke-linecap="round"/>`,
  boot: (a) =>
    `<path d="M-70-96H10V8Q50 12 84 30Q98 38 96 62H-70Z" fill="${WOOD}"/>` +
    `<path d="M-26-96H-2V2L-26 10Z" fill="${a}"/><rect x="-74" y="60" width="172" height="22" rx="6" fill="${INK}"/>` +
    `<rect x="-50" y="-100" width="22" height="16" rx="6" fill="${shade(WOOD, -0.35)}"/>`,
  sandal: (a) =>
    `<path d="M0-98C36-98 46-60 42-20 38 20 46 60 32 86 20 100-20 100-32 86-46 60-38 20-42-20-46-60-36-98 0-98Z" fill="${WOOD}"/>` +
    `<path d="M-50-50H50V-22H-50Z" fill="${shade(WOOD, -0.35)}"/><path d="M-48 10H48V36H-48Z" fill="${shade(WOOD, -0.35)}"/>` +
    times(8, (i) => `<circle cx="${-38 + i * 11}" cy="-36" r="5" fill="${[a, '#ef4444', WHITE, '#22c55e'][i % 4]}"/>`) +
    times(8, (i) => `<circle cx="${-38 + i * 11}" cy="23" r="5" fill="${[WHITE, a, '#3b82f6', '#ef4444'][i % 4]}"/>`),
  necklace: (a) =>
    line('M-80-80Q-70 40 0 60Q70 40 80-80', INK, 3) +
    times(15, (i) => {
      const t = 0.08 + (i / 14) * 0.84;
      const x = (1 - t) ** 2 * -80 + 2 * (1 - t) * t * 0 + t ** 2 * 80;
      const y = (1 - t) ** 2 * -80 + 2 * (1 - t) * t * 140 + t ** 2 * -80;
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="9" fill="${[a, '#ef4444', WHITE, INK, '#22c55e'][i % 5]}"/>`;
    }) +
    `<path d="M0 46 20 74 0 100-20 74Z" fill="${a}" stroke="${INK}" stroke-width="4"/>`,
  handbag: (a) =>
    `<path d="M-42-28Q-42-86 0-86Q42-86 42-28" fill="none" stroke="${INK}" stroke-width="11"/>` +
    `<path d="M-80-30H80L68 86H-68Z" fill="${a}"/><path d="M-80-30H80L76 6Q0 24-76 6Z" fill="${shade(a, -0.2)}"/>` +
    `<rect x="-16" y="-4" width="32" height="20" rx="5" fill="#fde68a"/>`,
  earrings: () =>
    `<circle cx="-44" cy="-70" r="9" fill="#facc15"/><circle cx="44" cy="-70" r="9" fill="#facc15"/>` +
    `<circle cx="-44" cy="4" r="58" fill="none" stroke="#facc15" stroke-width="12"/><circle cx="44" cy="4" r="58" fill="none" stroke="#eab308" stroke-width="12"/>` +
    line('M-80-30Q-92 0-82 30', '#fff', 4),
  watch: (a) =>
    `<rect x="-32" y="-100" width="64" height="200" rx="8" fill="${STEEL}"/>` +
    times(9, (i) => line(`M-32 ${-92 + i * 22}H32`, '#64748b', 3)) +
    `<rect x="-56" y="-50" width="112" height="100" rx="16" fill="#cbd5e1" stroke="#64748b" stroke-width="4"/>` +
    `<rect x="-40" y="-30" width="80" height="46" rx="4" fill="#a3b18a"/><circle cx="-24" cy="34" r="5" fill="${a}"/><circle cx="24" cy="34" r="5" fill="${a}"/>`,
  wallet: (a) =>
    `<rect x="-70" y="-76" width="120" height="70" rx="6" fill="${a}" transform="rotate(-10)"/>` +
    `<rect x="-92" y="-40" width="184" height="124" rx="16" fill="${WOOD}"/>` +
    `<rect x="-80" y="-28" width="160" height="100" rx="10" fill="none" stroke="#fde68a" stroke-width="3" stroke-dasharray="8 6"/>` +
    `<path d="M-92-10H92" stroke="${shade(WOOD, -0.35)}" stroke-width="6"/>`,
  'pump-bottle': (a) =>
    `<rect x="-40" y="-38" width="80" height="132" rx="18" fill="${a}"/><rect x="-16" y="-66" width="32" height="30" rx="4" fill="${INK}"/>` +
    `<path d="M-6-66V-86H36" stroke="${INK}" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    `<rect x="-28" y="4" width="56" height="50" rx="8" fill="#fff" fill-opacity=".8"/><path d="M-16 22H16M-12 36H12" stroke="${INK}" stroke-opacity=".4" stroke-width="5"/>` +
    `<rect x="50" y="40" width="46" height="54" rx="12" fill="${shade(a, -0.2)}"/><rect x="46" y="28" width="54" height="16" rx="6" fill="${INK}"/>`,
  dropper: (a) =>
    `<rect x="-44" y="-22" width="88" height="118" rx="20" fill="#b45309" fill-opacity=".9"/>` +
    `<rect x="-30" y="20" width="60" height="46" rx="6" fill="${a}"/>` +
    `<rect x="-24" y="-48" width="48" height="28" rx="4" fill="${INK}"/><rect x="-16" y="-96" width="32" height="50" rx="16" fill="${INK}"/>` +
    `<path d="M-4-20V60" stroke="#fde68a" stroke-opacity=".7" stroke-width="6"/>`,
  tube: (a) =>
    `<path d="M-50-86H50L36 54H-36Z" fill="${WHITE}"/><rect x="-54" y="-96" width="108" height="14" rx="4" fill="${shade(a, -0.2)}"/>` +
    `<rect x="-28" y="54" width="56" height="40" rx="8" fill="${a}"/>` +
    `<circle cx="0" cy="-30" r="22" fill="${a}"/>` +
    times(8, (i) => `<path d="M0-58V-64" stroke="${a}" stroke-width="5" transform="rotate(${i * 45} 0 -30)"/>`),
  braid: (a) =>
    `<rect x="-74" y="-98" width="148" height="24" rx="8" fill="${a}"/>` +
    times(3, (s) =>
      times(8, (i) => `<ellipse cx="${-46 + s * 46 + (i % 2 ? 7 : -7)}" cy="${-60 + i * 20}" rx="15" ry="13" fill="${s === 1 ? '#44403c' : INK}" transform="rotate(${i % 2 ? 30 : -30} ${-46 + s * 46} ${-60 + i * 20})"/>`),
    ),
  'hair-dryer': (a) =>
    `<g transform="translate(-24 0)"><rect x="-76" y="-70" width="150" height="70" rx="35" fill="${a}"/><rect x="70" y="-62" width="30" height="54" rx="8" fill="${INK}"/>` +
    `<circle cx="-40" cy="-35" r="22" fill="${INK}" fill-opacity=".35"/>` +
    `<path d="M-20-10H20L10 92H-12Z" fill="${shade(a, -0.25)}"/><rect x="-8" y="20" width="8" height="20" rx="3" fill="${WHITE}"/>` +
    line('M108-50H120M108-35H124M108-20H120', '#fff', 5) +
    `</g>`,
  lipstick: (a) =>
    `<rect x="-28" y="6" width="56" height="90" rx="7" fill="${INK}"/><rect x="-22" y="-34" width="44" height="44" rx="3" fill="#d1d5db"/>` +
    `<path d="M-18-34V-78L18-98V-34Z" fill="${a}"/><rect x="-28" y="40" width="56" height="8" fill="#fbbf24"/>`,
  palette: (a) =>
    `<rect x="-92" y="-94" width="184" height="70" rx="10" fill="#cbd5e1"/><rect x="-84" y="-86" width="168" height="54" rx="6" fill="#e2e8f0"/>` +
    `<rect x="-92" y="-24" width="184" height="118" rx="10" fill="${INK}"/>` +
    times(8, (i) => `<rect x="${-80 + (i % 4) * 41}" y="${-12 + Math.floor(i / 4) * 52}" width="34" height="44" rx="6" fill="${['#f97316', '#b45309', a, '#be185d', '#fbbf24', '#7c2d12', '#fb7185', '#a16207'][i]}"/>`),
  brushes: (a) =>
    times(5, (i) => {
      const r = -32 + i * 16;
      return `<g transform="rotate(${r} 0 60)"><rect x="-6" y="-40" width="12" height="100" rx="5" fill="${i % 2 ? INK : WOOD}"/><rect x="-7" y="-52" width="14" height="14" fill="${STEEL}"/><path d="M-12-52Q-12-90 0-100Q12-90 12-52Z" fill="${shade(a, -0.1 * i)}"/></g>`;
    }) + `<path d="M-44 36H44L36 98H-36Z" fill="${a}"/>`,
  'bp-monitor': (a) =>
    `<rect x="-96" y="-76" width="110" height="124" rx="16" fill="${WHITE}"/><rect x="-82" y="-62" width="82" height="54" rx="6" fill="#bae6fd"/>` +
    `<circle cx="-62" cy="24" r="11" fill="${a}"/><circle cx="-26" cy="24" r="11" fill="${STEEL}"/>` +
    line('M14-20Q50-20 50 30', INK, 6) +
    `<rect x="22" y="26" width="74" height="70" rx="14" fill="${a}"/>` +
    times(3, (i) => line(`M32 ${42 + i * 16}H86`, shade(a, -0.3), 4)),
  pills: (a) =>
    `<rect x="-72" y="-48" width="100" height="140" rx="14" fill="${WHITE}"/><rect x="-80" y="-80" width="116" height="36" rx="8" fill="${a}"/>` +
    `<rect x="-60" y="0" width="76" height="56" rx="6" fill="${a}" fill-opacity=".35"/>` +
    `<g transform="rotate(-30 64 40)"><rect x="40" y="28" width="56" height="24" rx="12" fill="${a}"/><rect x="68" y="28" width="28" height="24" rx="12" fill="${WHITE}"/></g>` +
    `<circle cx="64" cy="84" r="14" fill="${shade(a, 0.4)}"/>`,
} satisfies Record<string, Icon>;
