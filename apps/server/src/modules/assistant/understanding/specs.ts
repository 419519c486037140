import type { Scan } from './scan.ts';

/** Unit words to the form kept for search; `-` joins a counted word ("3-seater"). */
const UNITS: Readonly<Record<string, string>> = {
  gb: 'gb', tb: 'tb', mb: 'mb', mp: 'mp', megapixel: 'mp', megapixels: 'mp', mah: 'mah', cm: 'cm', mm: 'mm', kg: 'kg', kgs: 'kg',
  ml: 'ml', l: 'l', litre: 'l', litres: 'l', liter: 'l', liters: 'l', ltr: 'l', ltrs: 'l', w: 'w', watt: 'w', watts: 'w',
  v: 'v', volt: 'v', volts: 'v', hz: 'hz', ghz: 'ghz', cc: 'cc', hp: 'hp', g: 'g', bit: 'bit',
  inch: '-inch', inches: '-inch', seater: '-seater', seaters: '-seater', plate: '-plate', plates: '-plate', burner: '-burner',
  burners: '-burner', door: '-door', doors: '-door', piece: '-piece', pieces: '-piece', pc: '-piece', pcs: '-piece',
  pack: '-pack', packs: '-pack', ton: '-ton', tons: '-ton', tonne: '-ton', tonnes: '-ton', speed: '-speed', speeds: '-speed',
  channel: '-channel', channels: '-channel',
};
const UNIT_WORDS = Object.keys(UNITS).sort((a, b) => b.length - a.length).join('|');
const MEASURE = new RegExp(`(?<![\\w.])(\\d+(?:\\.\\d+)?)\\s?(${UNIT_WORDS})(?![a-z\\d])`, 'g');
const DIMENSIONS = /(?<![\w.])(\d+)\s?x\s?(\d+)(?![\w.])/g;
const RESOLUTION = /(?<![\w.])([48]k)(?![\w])/g;
const SCREEN_WORDS = /\b(?:tvs?|television|uhd|screen|monitor|camera|projector|display|hdr|video|hisense|sinotec|skyworth|tcl)\b/;

export type Spec = { text: string; at: number };

/**
 * Numbers with units ("128gb", "55 inch", "3 seater", "4x4", a TV's "4k"): search words, never a
 * price. Returned with their position so keywords keep the message's order.
 */
export function readSpecs(scan: Scan): Spec[] {
  const specs: Spec[] = [];
  scan.take(MEASURE, (m, at) => {
    const unit = UNITS[m[2] ?? ''] ?? '';
    specs.push({ text: `${m[1]}${unit}`, at });
  });
  scan.take(DIMENSIONS, (m, at) => {
    specs.push({ text: `${m[1]}x${m[2]}`, at });
  });
  if (SCREEN_WORDS.test(scan.text)) scan.take(RESOLUTION, (m, at) => void specs.push({ text: m[1] ?? '', at }));
  return specs;
}
