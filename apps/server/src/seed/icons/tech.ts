import { INK, line, SOFT, shade, STEEL, times, wheel, WHITE, type Icon } from './draw.ts';

const phone: Icon = (a) =>
  `<rect x="-54" y="-96" width="108" height="192" rx="20" fill="${INK}"/><rect x="-46" y="-82" width="92" height="164" rx="9" fill="${a}"/>` +
  `<circle cx="0" cy="-89" r="3" fill="#475569"/>` +
  times(9, (i) => `<rect x="${-34 + (i % 3) * 26}" y="${-66 + Math.floor(i / 3) * 28}" width="16" height="16" rx="4" fill="#fff" fill-opacity=".55"/>`) +
  `<rect x="-30" y="60" width="60" height="6" rx="3" fill="#fff" fill-opacity=".7"/>`;

/** Vehicles, their parts, and electronics. */
export const TECH_ICONS = {
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
  minibus: (a) =>
    `<path d="M-98 34V-44Q-98-56-86-56H70Q84-56 90-40L98-10V34Z" fill="${a}"/>` +
    times(4, (i) => `<rect x="${-88 + i * 38}" y="-46" width="30" height="28" rx="4" fill="#e0f2fe" fill-opacity=".9"/>`) +
    `<path d="M66-46H74Q82-46 86-36L92-18H66Z" fill="#e0f2fe" fill-opacity=".9"/><rect x="-98" y="0" width="196" height="6" fill="${shade(a, -0.3)}"/>` +
    wheel(-58, 36) +
    wheel(60, 36),
  motorbike: (a) =>
    `<circle cx="-56" cy="34" r="30" fill="none" stroke="${INK}" stroke-width="12"/><circle cx="58" cy="34" r="30" fill="none" stroke="${INK}" stroke-width="12"/>` +
    `<path d="M-56 34-22-8H30L58 34" stroke="${a}" stroke-width="10" fill="none" stroke-linejoin="round"/>` +
    `<rect x="-18" y="-12" width="40" height="30" rx="8" fill="${a}"/><path d="M-34-18H16Q26-18 22-8L-30-6Z" fill="${INK}"/>` +
    `<path d="M30-8 40-40H58" stroke="${INK}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
  van: (a) =>
    `<rect x="-98" y="-62" width="124" height="100" rx="8" fill="${WHITE}"/><path d="M28-40H66L94-6V38H28Z" fill="${a}"/>` +
    `<path d="M38-30H62L82-6H38Z" fill="#e0f2fe"/><rect x="-98" y="-16" width="124" height="14" fill="${a}"/>` +
    wheel(-60, 44) +
    wheel(56, 44),
  tyre: (a) =>
    `<circle r="84" fill="${INK}"/>` +
    times(16, (i) => `<rect x="-8" y="-92" width="16" height="20" rx="3" fill="#374151" transform="rotate(${i * 22.5})"/>`) +
    `<circle r="50" fill="#9ca3af"/><circle r="40" fill="${a}"/><circle r="14" fill="${SOFT}"/>` +
    times(5, (i) => `<circle cx="0" cy="-27" r="5" fill="${SOFT}" transform="rotate(${i * 72})"/>`),
  'tow-bar': (a) =>
    `<rect x="-100" y="-6" width="120" height="30" rx="4" fill="${INK}"/><rect x="10" y="-2" width="60" height="22" fill="${STEEL}"/>` +
    `<rect x="60" y="-30" width="14" height="34" fill="${STEEL}"/><circle cx="67" cy="-40" r="20" fill="#cbd5e1"/>` +
    line('M-60 24Q-60 70-10 70H40', INK, 8) +
    `<rect x="30" y="56" width="36" height="30" rx="8" fill="${a}"/>`,
  phone,
  'phone-repair': (a) =>
    phone(a) +
    line('M-30-60-6-20-26 4 8 44', '#fff', 5) +
    `<g transform="rotate(40 60 30)"><rect x="52" y="-20" width="16" height="56" rx="6" fill="${shade(a, -0.4)}"/><rect x="57" y="36" width="6" height="44" fill="${STEEL}"/></g>`,
  tablet: (a) =>
    `<rect x="-96" y="-70" width="192" height="140" rx="16" fill="${INK}"/><rect x="-84" y="-58" width="168" height="116" rx="6" fill="${a}"/>` +
    `<circle cx="90" cy="0" r="3" fill="#475569"/>` +
    times(8, (i) => `<rect x="${-66 + (i % 4) * 36}" y="${-40 + Math.floor(i / 4) * 36}" width="22" height="22" rx="5" fill="#fff" fill-opacity=".55"/>`),
  laptop: (a) =>
    `<rect x="-80" y="-66" width="160" height="108" rx="9" fill="${INK}"/><rect x="-71" y="-57" width="142" height="90" rx="3" fill="${a}"/>` +
    `<path d="M-52-30H20M-52-14H44M-52 2H6" stroke="#fff" stroke-opacity=".6" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M-100 44H100L88 62H-88Z" fill="#cbd5e1"/><rect x="-18" y="44" width="36" height="5" rx="2" fill="#94a3b8"/>`,
  tv: (a) =>
    `<rect x="-98" y="-72" width="196" height="120" rx="8" fill="${INK}"/><rect x="-90" y="-64" width="180" height="104" rx="3" fill="${a}"/>` +
    `<path d="M-90 40 -30-10 0 14 40-30 90 20V40Z" fill="#fff" fill-opacity=".35"/><circle cx="50" cy="-36" r="14" fill="#fff" fill-opacity=".6"/>` +
    `<path d="M-32 48-46 78M32 48 46 78" stroke="${INK}" stroke-width="9" stroke-linecap="round"/>`,
  speaker: (a) =>
    `<rect x="-92" y="-40" width="184" height="80" rx="40" fill="${a}"/>` +
    `<ellipse cx="-88" cy="0" rx="14" ry="38" fill="${INK}"/><ellipse cx="88" cy="0" rx="14" ry="38" fill="${INK}"/>` +
    times(7, (i) => `<path d="M${-54 + i * 18}-34V34" stroke="${INK}" stroke-opacity=".25" stroke-width="5"/>`) +
    `<rect x="-30" y="-8" width="60" height="16" rx="8" fill="${INK}" fill-opacity=".5"/>` +
    line('M-40-60Q0-84 40-60M-24-74Q0-88 24-74', '#fff', 6),
  soundbar: (a) =>
    `<rect x="-100" y="-56" width="200" height="36" rx="16" fill="${INK}"/>` +
    times(9, (i) => `<circle cx="${-80 + i * 20}" cy="-38" r="5" fill="${a}" fill-opacity=".7"/>`) +
    `<rect x="36" y="0" width="62" height="94" rx="10" fill="${shade(a, -0.45)}"/><circle cx="67" cy="46" r="22" fill="${INK}"/><circle cx="67" cy="46" r="9" fill="${a}"/>`,
  gamepad: (a) =>
    `<path d="M-66-40H66Q98-40 100 0L94 54Q86 84 60 66L36 40H-36L-60 66Q-86 84-94 54L-100 0Q-98-40-66-40Z" fill="${WHITE}"/>` +
    `<path d="M-36-40H36V20H-36Z" fill="${INK}"/>` +
    `<path d="M-70-10H-56V-24H-44V-10H-30V2H-44V16H-56V2H-70Z" fill="${INK}"/>` +
    `<circle cx="56" cy="-18" r="7" fill="${a}"/><circle cx="72" cy="-4" r="7" fill="#ef4444"/><circle cx="40" cy="-4" r="7" fill="#22c55e"/><circle cx="56" cy="10" r="7" fill="#3b82f6"/>` +
    `<circle cx="-28" cy="40" r="13" fill="${INK}"/><circle cx="28" cy="40" r="13" fill="${INK}"/>`,
  headphones: (a) =>
    `<path d="M-72 24V2A72 72 0 0 1 72 2V24" fill="none" stroke="${INK}" stroke-width="14" stroke-linecap="round"/>` +
    `<rect x="-92" y="4" width="40" height="70" rx="16" fill="${a}"/><rect x="52" y="4" width="40" height="70" rx="16" fill="${a}"/>` +
    `<rect x="-84" y="16" width="14" height="46" rx="7" fill="${INK}" fill-opacity=".35"/><rect x="70" y="16" width="14" height="46" rx="7" fill="${INK}" fill-opacity=".35"/>`,
  earbuds: (a) =>
    `<rect x="-56" y="8" width="112" height="84" rx="36" fill="${WHITE}"/><path d="M-56 40H56" stroke="#cbd5e1" stroke-width="4"/><circle cx="0" cy="62" r="4" fill="#22c55e"/>` +
    `<circle cx="-40" cy="-52" r="26" fill="${a}"/><rect x="-50" y="-46" width="18" height="56" rx="9" fill="${a}"/><circle cx="-46" cy="-58" r="9" fill="${INK}" fill-opacity=".5"/>` +
    `<circle cx="40" cy="-52" r="26" fill="${a}"/><rect x="32" y="-46" width="18" height="56" rx="9" fill="${a}"/><circle cx="46" cy="-58" r="9" fill="${INK}" fill-opacity=".5"/>`,
  powerbank: (a) =>
    `<rect x="-52" y="-94" width="104" height="172" rx="18" fill="${INK}"/>` +
    `<path d="M8-62-22 0H0L-10 46 26-18H4L14-62Z" fill="${a}"/>` +
    times(4, (i) => `<circle cx="${-24 + i * 16}" cy="62" r="5" fill="${i < 3 ? a : '#475569'}"/>`) +
    line('M0 78V96', STEEL, 8),
  solar: (a) =>
    `<path d="M-100-4-66-96H98L64-4Z" fill="#1e3a8a"/>` +
    times(3, (i) => {
      const y = -73 + i * 23;
      const dx = (34 * (y + 96)) / 92;
      return line(`M${(-66 - dx).toFixed(1)} ${y}H${(98 - dx).toFixed(1)}`, '#93c5fd', 3);
    }) +
    times(3, (i) => line(`M${-45 + i * 45}-96 ${-79 + i * 45}-4`, '#93c5fd', 3)) +
    line('M-40-4-50 30M40-4 50 30', STEEL, 6) +
    `<rect x="-92" y="40" width="84" height="54" rx="8" fill="${a}"/><rect x="-60" y="32" width="20" height="10" rx="3" fill="${INK}"/>` +
    `<circle cx="52" cy="50" r="26" fill="#fde047"/><rect x="40" y="72" width="24" height="20" rx="4" fill="${STEEL}"/>`,
  router: (a) =>
    `<rect x="-86" y="0" width="72" height="88" rx="22" fill="${WHITE}"/><rect x="14" y="0" width="72" height="88" rx="22" fill="${WHITE}"/>` +
    `<rect x="-86" y="70" width="72" height="18" rx="9" fill="${a}"/><rect x="14" y="70" width="72" height="18" rx="9" fill="${a}"/>` +
    line('M-56-40Q0-86 56-40M-36-20Q0-50 36-20', '#fff', 9) +
    `<circle cx="0" cy="-2" r="9" fill="#fff"/>`,
  cctv: (a) =>
    `<rect x="60" y="-98" width="28" height="54" rx="6" fill="${INK}"/>` +
    line('M74-70H36V-52', STEEL, 10) +
    `<g transform="rotate(14 0 -40)"><rect x="-88" y="-62" width="136" height="44" rx="14" fill="${WHITE}"/><rect x="-96" y="-72" width="148" height="14" rx="7" fill="${a}"/>` +
    `<rect x="-96" y="-58" width="18" height="36" rx="6" fill="${INK}"/><circle cx="-87" cy="-40" r="8" fill="#38bdf8"/></g>` +
    `<rect x="-76" y="14" width="152" height="88" rx="8" fill="${INK}"/>` +
    times(4, (i) => `<rect x="${-68 + (i % 2) * 70}" y="${22 + Math.floor(i / 2) * 38}" width="66" height="34" rx="2" fill="${a}" fill-opacity="${0.45 + i * 0.15}"/>`),
  camera: (a) =>
    `<path d="M-96-38Q-96-48-86-48H-46L-32-70H32L46-48H86Q96-48 96-38V70Q96 80 86 80H-86Q-96 80-96 70Z" fill="${INK}"/>` +
    `<rect x="-96" y="-20" width="30" height="84" rx="6" fill="#374151"/>` +
    `<circle cx="8" cy="14" r="52" fill="#374151"/><circle cx="8" cy="14" r="38" fill="${a}"/><circle cx="8" cy="14" r="20" fill="${INK}"/><circle cx="-2" cy="4" r="7" fill="#fff" fill-opacity=".7"/>` +
    `<circle cx="70" cy="-30" r="7" fill="#ef4444"/>`,
} satisfies Record<string, Icon>;
