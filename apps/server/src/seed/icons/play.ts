import { INK, line, shade, STEEL, times, WHITE, WOOD, type Icon } from './draw.ts';

/** Sports, outdoors, baby and kids. */
export const PLAY_ICONS = {
  dumbbell: (a) =>
    `<rect x="-66" y="-9" width="132" height="18" rx="7" fill="${STEEL}"/>` +
    `<rect x="-82" y="-42" width="22" height="84" rx="6" fill="${a}"/><rect x="60" y="-42" width="22" height="84" rx="6" fill="${a}"/>` +
    `<rect x="-100" y="-28" width="18" height="56" rx="6" fill="${INK}"/><rect x="82" y="-28" width="18" height="56" rx="6" fill="${INK}"/>`,
  'yoga-mat': (a) =>
    `<path d="M-30 40H100L84 80H-46Z" fill="${shade(a, -0.15)}"/>` +
    `<circle cx="-50" cy="10" r="50" fill="${a}"/>` +
    `<path d="M-50 10m-12 0a12 12 0 1 1 24 0a22 22 0 1 1-44 0a32 32 0 1 1 64 0" fill="none" stroke="${shade(a, -0.35)}" stroke-width="5"/>` +
    line('M-94-10Q-50-90-6-10', INK, 6),
  bench: (a) =>
    `<g transform="rotate(-28 -10 0)"><rect x="-100" y="-20" width="96" height="26" rx="10" fill="${a}"/></g>` +
    `<rect x="-4" y="-2" width="100" height="26" rx="10" fill="${a}"/>` +
    line('M-60 20-80 90M20 24V90M80 24V90M-100 90H-50M0 90H100M-26 30 20 30', INK, 9),
  'skipping-rope': (a) =>
    `<path d="M-60-60Q-110 90 0 90Q110 90 60-60" fill="none" stroke="${INK}" stroke-width="6"/>` +
    `<rect x="-72" y="-100" width="24" height="52" rx="10" fill="${a}"/><rect x="48" y="-100" width="24" height="52" rx="10" fill="${a}"/>`,
  bicycle: (a) =>
    `<circle cx="-56" cy="30" r="36" fill="none" stroke="${INK}" stroke-width="9"/><circle cx="56" cy="30" r="36" fill="none" stroke="${INK}" stroke-width="9"/>` +
    `<path d="M-56 30-20-30H36L56 30M-20-30 4 30H-56M4 30 36-30" stroke="${a}" stroke-width="9" fill="none" stroke-linejoin="round"/>` +
    `<path d="M-34-44H-6M36-30 30-56H50" stroke="${INK}" stroke-width="8" stroke-linecap="round" fill="none"/>`,
  helmet: (a) =>
    `<path d="M-96 40Q-96-80 10-80Q96-80 96 20L80 44Z" fill="${a}"/>` +
    times(4, (i) => `<path d="M${-60 + i * 34}-50Q${-50 + i * 34}-70 ${-34 + i * 34}-66L${-38 + i * 34}-36Z" fill="${INK}" fill-opacity=".6"/>`) +
    `<path d="M-96 40H80L70 56H-90Z" fill="${INK}"/><rect x="84" y="0" width="14" height="22" rx="4" fill="#ef4444"/>` +
    line('M-40 56-20 96M40 56 20 96', INK, 5),
  tent: (a) =>
    `<path d="M-100 78 0-90 100 78Z" fill="${a}"/><path d="M0-90 30 78H-30Z" fill="${shade(a, -0.35)}"/>` +
    `<path d="M0 10-24 78H24Z" fill="${INK}" fill-opacity=".7"/><path d="M-110 80H110" stroke="#fff" stroke-opacity=".6" stroke-width="6"/>`,
  'camp-chair': (a) =>
    line('M-60-10 60 96M60-10-60 96', INK, 8) +
    `<path d="M-70-94H70L62 10H-62Z" fill="${a}"/><path d="M-70 0H70L60 30H-60Z" fill="${shade(a, -0.3)}"/>` +
    `<rect x="68" y="-8" width="30" height="28" rx="4" fill="${INK}"/>`,
  cooler: (a) =>
    `<path d="M-40-68V-86H40V-68" fill="none" stroke="${INK}" stroke-width="10"/>` +
    `<rect x="-96" y="-70" width="192" height="36" rx="10" fill="${WHITE}"/><rect x="-90" y="-34" width="180" height="120" rx="12" fill="${a}"/>` +
    `<rect x="-18" y="-38" width="36" height="18" rx="4" fill="${INK}"/>`,
  headlamp: (a) =>
    `<path d="M-20 30H20L70 100H-70Z" fill="#fde047" fill-opacity=".45"/>` +
    `<ellipse cx="0" cy="-30" rx="86" ry="46" fill="none" stroke="${INK}" stroke-width="16"/>` +
    `<rect x="-40" y="-24" width="80" height="58" rx="14" fill="${a}"/><circle cx="0" cy="5" r="20" fill="#fef9c3"/><circle cx="0" cy="5" r="10" fill="#fde047"/>`,
  football: (a) =>
    `<circle r="90" fill="${WHITE}"/><path d="M0-30 29-9 18 25H-18L-29-9Z" fill="${INK}"/>` +
    [0, 72, 144, 216, 288]
      .map((r) => `<path d="M0-30V-62M-18-86 0-62 18-86" stroke="${INK}" stroke-width="5" fill="none" transform="rotate(${r})"/>`)
      .join('') +
    `<circle r="90" fill="none" stroke="${a}" stroke-width="8"/>`,
  'rugby-ball': (a) =>
    `<g transform="rotate(-30)"><ellipse rx="100" ry="58" fill="${WHITE}"/><path d="M-100 0Q0-14 100 0" stroke="${a}" stroke-width="8" fill="none"/>` +
    `<path d="M-40-56Q-50 0-40 56M40-56Q50 0 40 56" stroke="${a}" stroke-width="10" fill="none"/>` +
    times(5, (i) => line(`M${-24 + i * 12}-18V-2`, INK, 4)) +
    line('M-30-10H30', INK, 4) +
    `</g>`,
  netball: (a) =>
    `<circle r="90" fill="${a}"/>` +
    line('M-90 0Q0-40 90 0M-90 0Q0 40 90 0M0-90Q-40 0 0 90M0-90Q40 0 0 90', WHITE, 8) +
    `<circle r="90" fill="none" stroke="${INK}" stroke-opacity=".4" stroke-width="4"/>`,
  jersey: (a) =>
    `<path d="M-34-90-96-60-76-16-54-26V90H54V-26L76-16 96-60 34-90Q0-60-34-90Z" fill="${a}"/>` +
    `<path d="M-34-90 0-56 34-90" fill="none" stroke="${WHITE}" stroke-width="8"/>` +
    `<rect x="-54" y="6" width="108" height="18" fill="${WHITE}"/><rect x="-54" y="40" width="108" height="18" fill="${WHITE}" fill-opacity=".6"/>`,
  onesie: (a) =>
    `<path d="M-30-84-84-54-66-20-44-30V30L-44 88H-8L0 60 8 88H44V30-30L66-20 84-54 30-84Q0-64-30-84Z" fill="${a}"/>` +
    `<path d="M-30-84Q0-64 30-84" fill="none" stroke="#fff" stroke-width="6"/><circle cx="0" cy="-20" r="14" fill="#fff" fill-opacity=".7"/>`,
  puffer: (a) =>
    `<path d="M-36-80-84-58-98 74H-68L-60-10V86H60V-10L68 74H98L84-58 36-80Z" fill="${a}"/>` +
    `<path d="M-40-80Q0-120 40-80Q20-60 0-62Q-20-60-40-80Z" fill="${shade(a, -0.3)}"/>` +
    times(5, (i) => line(`M-60 ${-44 + i * 26}H60`, shade(a, -0.25), 5)) +
    times(3, (i) => line(`M-92 ${-20 + i * 30}H-64M64 ${-20 + i * 30}H92`, shade(a, -0.25), 5)) +
    line('M0-62V86', INK, 5),
  blocks: (a) =>
    [
      [-70, 30, a],
      [0, 30, '#ef4444'],
      [70, 30, '#3b82f6'],
      [-35, -40, '#22c55e'],
      [35, -40, '#f97316'],
    ]
      .map(([x, y, c]) => `<rect x="${Number(x) - 32}" y="${Number(y) - 32}" width="64" height="64" rx="6" fill="${c}"/><rect x="${Number(x) - 18}" y="${Number(y) - 18}" width="36" height="36" rx="4" fill="#fff" fill-opacity=".3"/>`)
      .join(''),
  'rc-car': (a) =>
    line('M50-40 70-100', INK, 4) +
    `<path d="M-70-20Q-60-56-20-56H40Q70-56 80-20Z" fill="${a}"/><rect x="-30" y="-48" width="56" height="22" rx="6" fill="#e0f2fe"/>` +
    `<rect x="-80" y="-24" width="170" height="20" rx="6" fill="${shade(a, -0.3)}"/>` +
    times(2, (i) => `<circle cx="${-54 + i * 110}" cy="40" r="42" fill="${INK}"/><circle cx="${-54 + i * 110}" cy="40" r="16" fill="${STEEL}"/>`),
  bricks: (a) =>
    [
      [-60, 40, a, 2],
      [20, 40, '#ef4444', 3],
      [-30, -20, '#3b82f6', 3],
      [40, -80, '#22c55e', 1],
    ]
      .map(([x, y, c, n]) => {
        const w = Number(n) * 36;
        return `<rect x="${x}" y="${y}" width="${w}" height="44" rx="3" fill="${c}"/>` + times(Number(n) * 2, (i) => `<rect x="${Number(x) + 6 + i * 17}" y="${Number(y) - 9}" width="12" height="10" rx="2" fill="${c}"/>`);
      })
      .join(''),
  teddy: (a) =>
    `<circle cx="-46" cy="-66" r="22" fill="${shade(a, -0.3)}"/><circle cx="46" cy="-66" r="22" fill="${shade(a, -0.3)}"/>` +
    `<ellipse cx="0" cy="50" rx="58" ry="48" fill="${shade(a, -0.15)}"/><circle cx="0" cy="-34" r="54" fill="${a}"/>` +
    `<ellipse cx="0" cy="-18" rx="22" ry="16" fill="#fff7ed"/><circle cx="0" cy="-24" r="7" fill="${INK}"/>` +
    `<circle cx="-20" cy="-46" r="6" fill="${INK}"/><circle cx="20" cy="-46" r="6" fill="${INK}"/><ellipse cx="0" cy="56" rx="30" ry="26" fill="#fff7ed" fill-opacity=".6"/>`,
  backpack: (a) =>
    `<path d="M-30-70Q-30-96 0-96Q30-96 30-70" stroke="${INK}" stroke-width="10" fill="none"/>` +
    `<rect x="-66" y="-74" width="132" height="170" rx="34" fill="${a}"/><rect x="-46" y="18" width="92" height="58" rx="14" fill="${shade(a, -0.2)}"/>` +
    `<path d="M-46 36H46" stroke="${INK}" stroke-opacity=".4" stroke-width="5"/><rect x="-10" y="-40" width="20" height="12" rx="4" fill="#fde68a"/>`,
  pencils: (a) =>
    times(4, (i) => {
      const c = [a, '#ef4444', '#3b82f6', '#22c55e'][i];
      return `<g transform="rotate(${-24 + i * 16} 0 90)"><rect x="-8" y="-60" width="16" height="140" fill="${c}"/><path d="M-8-60 0-86 8-60Z" fill="#fde68a"/><path d="M-3-74 0-86 3-74Z" fill="${INK}"/><rect x="-8" y="80" width="16" height="14" fill="#fda4af"/></g>`;
    }) + `<rect x="-96" y="60" width="192" height="26" rx="3" fill="#fde68a"/>` + times(12, (i) => line(`M${-88 + i * 16} 60V${i % 2 ? 70 : 76}`, INK, 2)),
  calculator: (a) =>
    `<rect x="-62" y="-96" width="124" height="192" rx="14" fill="${INK}"/><rect x="-48" y="-82" width="96" height="40" rx="4" fill="#a3b18a"/>` +
    times(16, (i) => `<rect x="${-48 + (i % 4) * 25}" y="${-30 + Math.floor(i / 4) * 28}" width="20" height="20" rx="4" fill="${i % 4 === 3 ? a : '#475569'}"/>`),
  cot: (a) =>
    `<rect x="-96" y="-60" width="12" height="156" rx="4" fill="${WOOD}"/><rect x="84" y="-60" width="12" height="156" rx="4" fill="${WOOD}"/>` +
    `<rect x="-84" y="40" width="168" height="20" fill="${WHITE}"/><rect x="-84" y="-40" width="168" height="8" fill="${WOOD}"/><rect x="-84" y="60" width="168" height="10" fill="${WOOD}"/>` +
    times(9, (i) => `<rect x="${-74 + i * 18}" y="-32" width="6" height="72" fill="${WOOD}"/>`) +
    line('M0-100V-76', INK, 3) +
    `<circle cx="-26" cy="-70" r="9" fill="${a}"/><circle cx="0" cy="-66" r="9" fill="#f472b6"/><circle cx="26" cy="-70" r="9" fill="#38bdf8"/>` +
    line('M-26-79Q0-90 26-79', INK, 3),
  'car-seat': (a) =>
    `<path d="M-80-40A90 90 0 0 1 80-40" fill="none" stroke="${INK}" stroke-width="12"/>` +
    `<path d="M-90-10Q-90 80 0 80Q80 80 96 20L60 0Q40 40 0 40Q-50 40-54-10Z" fill="${a}"/>` +
    `<path d="M-54-10Q-50 40 0 40Q40 40 60 0L-54-10Z" fill="${shade(a, 0.4)}"/>` +
    `<rect x="-96" y="72" width="180" height="14" rx="7" fill="${INK}"/>`,
  pram: (a) =>
    `<path d="M-70-10A70 70 0 0 1 0-80V-10Z" fill="${shade(a, -0.25)}"/>` +
    `<path d="M-80-10H70Q70 40 20 50H-40Q-80 40-80-10Z" fill="${a}"/>` +
    line('M70-10 90-60H104', INK, 8) +
    line('M-50 50-60 76M40 50 50 76', INK, 6) +
    `<circle cx="-60" cy="80" r="16" fill="${INK}"/><circle cx="50" cy="80" r="16" fill="${INK}"/>`,
  'baby-monitor': (a) =>
    `<rect x="-96" y="-60" width="104" height="150" rx="14" fill="${WHITE}"/><rect x="-86" y="-48" width="84" height="70" rx="4" fill="#1e293b"/>` +
    `<circle cx="-44" cy="-14" r="18" fill="${a}" fill-opacity=".8"/><path d="M-68 22Q-44-2-20 22Z" fill="${a}" fill-opacity=".6"/>` +
    line('M-80-60V-96', INK, 6) +
    `<circle cx="-60" cy="54" r="12" fill="${a}"/><circle cx="-24" cy="54" r="12" fill="${STEEL}"/>` +
    `<rect x="34" y="-6" width="60" height="66" rx="24" fill="${WHITE}"/><circle cx="64" cy="24" r="18" fill="${INK}"/><circle cx="64" cy="24" r="8" fill="${a}"/>` +
    `<rect x="44" y="60" width="40" height="30" rx="6" fill="${WHITE}"/>`,
} satisfies Record<string, Icon>;
