import { INK, line, shade, STEEL, times, WHITE, WOOD, type Icon } from './draw.ts';

const bottle = (colour: string, cap: string) =>
  `<path d="M-14-96H14V-60Q40-46 40-10V86Q40 96 30 96H-30Q-40 96-40 86V-10Q-40-46-14-60Z" fill="${colour}"/><rect x="-18" y="-100" width="36" height="20" rx="4" fill="${cap}"/>` +
  `<rect x="-30" y="10" width="60" height="50" rx="6" fill="#fff" fill-opacity=".8"/>`;

const jar = (colour: string) =>
  `<rect x="-58" y="-56" width="116" height="148" rx="26" fill="${colour}" fill-opacity=".95"/><rect x="-64" y="-82" width="128" height="30" rx="8" fill="${INK}"/>` +
  `<rect x="-44" y="-4" width="88" height="50" rx="8" fill="#fff" fill-opacity=".85"/>`;

/** Food, drink and services. */
export const FOOD_ICONS = {
  vegetables: (a) =>
    `<g transform="rotate(-20 -40 -30)"><path d="M-60-60H-20L-40 40Z" fill="#f97316"/><path d="M-40-60-54-96M-40-60-40-100M-40-60-26-96" stroke="#16a34a" stroke-width="7"/></g>` +
    `<circle cx="30" cy="-24" r="44" fill="#22c55e"/><path d="M30-68Q0-24 30 20M30-68Q60-24 30 20" fill="none" stroke="#166534" stroke-width="5"/>` +
    `<circle cx="-10" cy="6" r="26" fill="#ef4444"/>` +
    `<rect x="-96" y="20" width="192" height="76" rx="6" fill="${a}"/>` +
    times(3, (i) => line(`M-96 ${40 + i * 20}H96`, shade(a, -0.3), 4)),
  avocado: () =>
    `<ellipse cx="40" cy="0" rx="52" ry="70" fill="#365314"/>` +
    `<path d="M-40-90Q0-90 10-20Q30 60-40 86Q-110 60-90-20Q-80-90-40-90Z" fill="#4d7c0f"/>` +
    `<path d="M-40-74Q-6-74 0-16Q14 48-40 70Q-94 48-80-16Q-72-74-40-74Z" fill="#d9f99d"/>` +
    `<circle cx="-40" cy="14" r="28" fill="${WOOD}"/>`,
  'sweet-potato': (a) =>
    times(3, (i) => {
      const tuber = 'M-90 0Q-50-34 30-28Q76-22 92 0Q70 26 0 28Q-56 26-90 0Z';
      return `<g transform="translate(${-8 + (i % 2) * 16} ${-50 + i * 44}) rotate(${-10 + i * 10})"><path d="${tuber}" fill="${i === 1 ? '#9f1239' : '#be123c'}"/><path d="M-88 0H-104M90 0H104" stroke="#7f1d1d" stroke-width="4"/><circle cx="-20" cy="-6" r="3" fill="#fda4af"/><circle cx="30" cy="6" r="3" fill="#fda4af"/></g>`;
    }) + `<rect x="-96" y="82" width="192" height="14" rx="7" fill="${a}"/>`,
  pineapple: () =>
    `<path d="M0-40-30-100-6-56 0-104 6-56 30-100Z" fill="#16a34a"/><path d="M0-40-50-80-10-46ZM0-40 50-80 10-46Z" fill="#22c55e"/>` +
    `<ellipse cx="0" cy="30" rx="54" ry="72" fill="#eab308"/>` +
    `<path d="M-54 0 30 90M-44-30 52 60M-20-40 54 30M54 0-30 90M44-30-52 60M20-40-54 30" stroke="#a16207" stroke-width="4"/>`,
  eggs: () =>
    `<path d="M-100 20H100L90 80H-90Z" fill="#d6d3d1"/>` +
    times(5, (i) => `<ellipse cx="${-76 + i * 38}" cy="0" rx="18" ry="24" fill="${i % 2 ? '#fef3c7' : '#fdba74'}"/>`) +
    times(4, (i) => `<ellipse cx="${-57 + i * 38}" cy="-34" rx="18" ry="24" fill="${i % 2 ? '#fdba74' : '#fef3c7'}"/>`) +
    times(5, (i) => `<path d="M${-96 + i * 38}-4Q${-76 + i * 38} 40 ${-56 + i * 38}-4" fill="#e7e5e4"/>`),
  jar: (a) => jar(a) + `<path d="M-26 12H26M-18 28H18" stroke="${INK}" stroke-opacity=".5" stroke-width="5"/>`,
  honey: () =>
    jar('#f59e0b') +
    `<g transform="rotate(30 60 -40)"><rect x="56" y="-110" width="8" height="100" fill="${WOOD}"/>` +
    times(3, (i) => `<rect x="46" y="${-20 + i * 10}" width="28" height="7" rx="3" fill="${WOOD}"/>`) +
    `</g>` +
    `<path d="M-44 10H44" stroke="#f59e0b" stroke-width="8"/>`,
  sack: (a) =>
    `<path d="M-66-70H66L76 92H-76Z" fill="${WHITE}"/><path d="M-66-70H66L60-90H-60Z" fill="${shade(a, -0.2)}"/>` +
    `<ellipse cx="0" cy="14" rx="18" ry="44" fill="#facc15"/>` +
    times(5, (i) => line(`M-14 ${-16 + i * 14}H14`, '#ca8a04', 3)) +
    `<path d="M-4 60C-40 40-40 0-30-26-16 0-10 30-4 60ZM4 60C40 40 40 0 30-26 16 0 10 30 4 60Z" fill="#65a30d"/>` +
    `<rect x="-66" y="70" width="132" height="10" fill="${a}"/>`,
  pouch: (a) =>
    `<path d="M-56-90H56L64 60Q64 80 44 80H-44Q-64 80-64 60Z" fill="${shade(a, -0.2)}"/><rect x="-56" y="-90" width="112" height="14" fill="${INK}" fill-opacity=".3"/>` +
    `<rect x="-34" y="-50" width="68" height="60" rx="12" fill="${WHITE}" fill-opacity=".85"/>` +
    `<path d="M-90 96Q-60 40-20 60Q20 40 50 96Z" fill="${a}"/>`,
  'hot-sauce': (a) =>
    bottle('#dc2626', INK) +
    `<path d="M40 40Q90 30 96 70Q90 96 60 92Q80 70 40 56Z" fill="#ef4444"/><path d="M40 40Q36 28 46 22" stroke="#16a34a" stroke-width="6" fill="none"/>` +
    `<rect x="-20" y="24" width="40" height="8" rx="4" fill="${a}"/>`,
  'sauce-bottle': (a) => bottle('#7c2d12', a) + `<rect x="-20" y="24" width="40" height="8" rx="4" fill="${a}"/>`,
  coffee: () =>
    `<ellipse cx="-10" cy="70" rx="80" ry="18" fill="${WHITE}"/>` +
    `<path d="M-64-10H44V30Q44 70-10 70Q-64 70-64 30Z" fill="${WHITE}"/><ellipse cx="-10" cy="-10" rx="54" ry="12" fill="#451a03"/>` +
    `<path d="M44 4Q74 4 70 24Q66 44 40 40" fill="none" stroke="${WHITE}" stroke-width="9"/>` +
    line('M-30-34Q-40-50-30-66M0-34Q-10-50 0-66', '#fff', 5) +
    times(4, (i) => `<g transform="rotate(${i * 40} ${60 + (i % 2) * 24} ${-60 + i * 16})"><ellipse cx="${60 + (i % 2) * 24}" cy="${-60 + i * 16}" rx="12" ry="8" fill="#78350f"/><path d="M${48 + (i % 2) * 24} ${-60 + i * 16}H${72 + (i % 2) * 24}" stroke="#451a03" stroke-width="2"/></g>`),
  tea: (a) =>
    `<ellipse cx="0" cy="76" rx="88" ry="18" fill="${WHITE}"/>` +
    `<path d="M-70-20H60V24Q60 76-5 76Q-70 76-70 24Z" fill="${WHITE}"/><ellipse cx="-5" cy="-20" rx="65" ry="14" fill="#9a3412"/>` +
    `<path d="M60-6Q92-6 88 18Q84 40 56 38" fill="none" stroke="${WHITE}" stroke-width="9"/>` +
    line('M20-22Q40-60 50-80', INK, 2) +
    `<rect x="40" y="-100" width="26" height="24" rx="3" fill="${a}"/>` +
    `<ellipse cx="-70" cy="-70" rx="20" ry="9" fill="#16a34a" transform="rotate(-30 -70 -70)"/>`,
  drink: (a) =>
    `<path d="M-44-50H-8L-12-80H-40Z" fill="${INK}"/><rect x="-62" y="-52" width="72" height="146" rx="18" fill="${a}"/>` +
    `<rect x="-54" y="0" width="56" height="44" rx="6" fill="#fff" fill-opacity=".8"/>` +
    `<path d="M24-20H88L78 94H34Z" fill="#e0f2fe" fill-opacity=".85"/><path d="M28 20H84L78 94H34Z" fill="${shade(a, 0.2)}"/><circle cx="56" cy="-34" r="10" fill="#fde047"/>`,
  milk: (a) =>
    `<path d="M-50-40Q-50-64-24-70V-90H24V-70Q50-64 50-40V86Q50 96 40 96H-40Q-50 96-50 86Z" fill="${WHITE}"/>` +
    `<rect x="-28" y="-100" width="56" height="18" rx="4" fill="${a}"/><rect x="-50" y="0" width="100" height="52" fill="${a}" fill-opacity=".5"/>`,
  biltong: (a) =>
    `<rect x="-100" y="40" width="200" height="40" rx="10" fill="${a}"/>` +
    times(5, (i) => `<rect x="${-84 + i * 34}" y="-80" width="22" height="${120 - (i % 2) * 20}" rx="8" fill="${i % 2 ? '#7f1d1d' : '#991b1b'}" transform="rotate(${-8 + i * 4} ${-73 + i * 34} 0)"/>`) +
    times(5, (i) => `<circle cx="${-76 + i * 34}" cy="-40" r="3" fill="#fca5a5"/>`),
  samosa: (a) =>
    `<ellipse cx="0" cy="70" rx="100" ry="22" fill="${a}"/>` +
    [
      [-50, 30, -8],
      [50, 30, 8],
      [0, -44, 180],
    ]
      .map(([x, y, r]) => `<path d="M${x! - 44} ${y! + 30}H${x! + 44}L${x} ${y! - 48}Z" fill="#f59e0b" stroke="#b45309" stroke-width="5" stroke-linejoin="round" transform="rotate(${r} ${x} ${y})"/>`)
      .join(''),
  flatbread: (a) =>
    `<ellipse cx="0" cy="66" rx="100" ry="22" fill="${a}"/>` +
    times(4, (i) => `<ellipse cx="0" cy="${50 - i * 18}" rx="86" ry="26" fill="${i % 2 ? '#fcd34d' : '#fbbf24'}"/>`) +
    times(6, (i) => `<circle cx="${-50 + i * 20}" cy="${-4 + (i % 2) * 8}" r="5" fill="#b45309"/>`),
  tap: (a) =>
    `<rect x="-100" y="-70" width="20" height="70" fill="${STEEL}"/><path d="M-80-50H20Q50-50 50-20V10H24V-20Q24-26 18-26H-80Z" fill="#cbd5e1"/>` +
    `<rect x="-30" y="-80" width="16" height="30" fill="${STEEL}"/><rect x="-60" y="-90" width="76" height="14" rx="7" fill="${a}"/>` +
    `<path d="M37 30C52 54 54 70 37 84 20 70 22 54 37 30Z" fill="#38bdf8"/>` +
    `<g transform="rotate(-30 -40 60)"><rect x="-80" y="52" width="90" height="16" rx="6" fill="${INK}"/><path d="M-80 42A18 18 0 1 0-80 78V66H-92V54H-80Z" fill="${INK}"/></g>`,
  guitar: (a) =>
    `<g transform="rotate(35)"><rect x="-8" y="-110" width="16" height="90" fill="${WOOD}"/><rect x="-12" y="-118" width="24" height="22" rx="4" fill="${INK}"/>` +
    `<circle cx="0" cy="10" r="36" fill="${a}"/><circle cx="0" cy="60" r="46" fill="${a}"/><circle cx="0" cy="22" r="14" fill="${INK}"/>` +
    `<rect x="-18" y="70" width="36" height="8" fill="${INK}"/>` +
    line('M-4-100V72M4-100V72', '#e5e7eb', 1.5) +
    `</g>`,
  'pa-speaker': (a) =>
    `<rect x="-60" y="-96" width="120" height="192" rx="12" fill="${INK}"/>` +
    `<circle cx="0" cy="30" r="44" fill="#374151"/><circle cx="0" cy="30" r="18" fill="${a}"/><circle cx="0" cy="-56" r="22" fill="#374151"/><circle cx="0" cy="-56" r="8" fill="${a}"/>` +
    line('M78-40Q96 0 78 40M90-60Q116 0 90 60', a, 6),
  book: (a) =>
    `<path d="M0-30Q-50-50-96-36V74Q-50 60 0 80Z" fill="${WHITE}"/><path d="M0-30Q50-50 96-36V74Q50 60 0 80Z" fill="#e2e8f0"/>` +
    `<path d="M-76-12H-20M-76 10H-20M-76 32H-20M20-12H76M20 10H76" stroke="${INK}" stroke-opacity=".3" stroke-width="5"/>` +
    `<path d="M0-96-80-66 0-40 80-66Z" fill="${INK}"/><path d="M60-60V-20" stroke="${a}" stroke-width="6"/><circle cx="60" cy="-16" r="8" fill="${a}"/>`,
} satisfies Record<string, Icon>;
