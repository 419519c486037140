import { ABOUT_BEFORE, MAX_BEFORE, MIN_BEFORE } from './money-words.ts';
import type { Scan } from './scan.ts';

export type YearReading = { min?: number; max?: number };

const YEAR = '(19[89]\\d|20[0-2]\\d|2030)';
const MODEL_WORD = '(?:\\s*models?)?';
const g = (source: string) => new RegExp(source, 'g');

const RANGE = g(`(?<![\\w.])(?:(?:between|from)\\s+)?${YEAR}${MODEL_WORD}\\s*(?:-|to|and|till|until)\\s*(19[89]\\d|20[0-2]\\d|2030|\\d{2})(?![\\w.])${MODEL_WORD}`);
const FROM = g(`(?<![\\w])(since|after|newer\\s+than|not\\s+older\\s+than|from|at\\s+least|min(?:imum)?)\\s+(?:the\\s+)?(?:year\\s+)?${YEAR}${MODEL_WORD}(?![\\w.])`);
const OR_NEWER = g(`(?<![\\w.])${YEAR}${MODEL_WORD}\\s*(?:(?:or|and|&)\\s*)?(newer|later|onwards|after|above|up|upwards|\\+|plus)(?![\\w])`);
const UNTIL = g(`(?<![\\w])(before|older\\s+than|not\\s+newer\\s+than|up\\s+to|until|pre)\\s+(?:the\\s+)?${YEAR}${MODEL_WORD}(?![\\w.])`);
const OR_OLDER = g(`(?<![\\w.])${YEAR}${MODEL_WORD}\\s*(?:(?:or|and|&)\\s*)?(older|earlier|below|before)(?![\\w])`);
const EXACT = g(`(?<![\\w.])(?:(?:models?|year)\\s+(?:of\\s+)?${YEAR}|${YEAR}\\s*models?)(?![\\w.])`);
const BARE = g(`(?<![\\w.$<>~+-])${YEAR}(?![\\w.+-])`);

/** Words that make a year's reading certain anywhere; the others need a vehicle in the message. */
const CERTAIN = /^(?:since|after|newer|not\s+older|not\s+newer|older|later|onwards|earlier)/;
/** After these, a number is a price ("under 2000"), however much it looks like a year. */
const PRICE_BEFORE = new RegExp(`(?:(?<![\\w])(?:${MAX_BEFORE}|${MIN_BEFORE}|${ABOUT_BEFORE})|[<>~]|(?<![\\w])(?:e|r|ksh|kes|usd|zar|szl|sh)|\\$)\\s*$`);
const PRICE_AFTER = /^\s*(?:k\b|m\b|thousand|million|grand|emalangeni|lilangeni|rands?|bob|shillings?|dollars?|bucks|ksh|kes|usd|zar|szl)/;

/**
 * Vehicle years: "2019", "2015-2018", "2015 or newer", "after 2015" (2016 on), "newer than 2012",
 * "before 2010". A bare year counts only with a vehicle in the message; "model"/"year" next to
 * it, or "or newer"-like words, make it a year anywhere.
 */
export function readYears(scan: Scan, vehicle: boolean): YearReading {
  const out: YearReading = {};
  const sure = (cue: string | undefined) => vehicle || (cue !== undefined && CERTAIN.test(cue));
  scan.take(RANGE, (m) => {
    const first = Number(m[1]);
    const tail = m[2] ?? '';
    const last = tail.length === 2 ? Math.floor(first / 100) * 100 + Number(tail) : Number(tail);
    if (!(vehicle || /model/.test(m[0])) || last < first || out.min !== undefined) return false;
    out.min = first;
    out.max = last;
  });
  scan.take(FROM, (m) => {
    const cue = (m[1] ?? '').replace(/\s+/g, ' ');
    if (!sure(cue) && !/model/.test(m[0])) return false;
    const year = Number(m[2]);
    out.min ??= cue === 'after' || cue === 'newer than' ? year + 1 : year;
  });
  scan.take(OR_NEWER, (m) => {
    if (!sure(m[2]) && !/model/.test(m[0])) return false;
    out.min ??= m[2] === 'after' ? Number(m[1]) + 1 : Number(m[1]);
  });
  scan.take(UNTIL, (m) => {
    const cue = (m[1] ?? '').replace(/\s+/g, ' ');
    if (!sure(cue) && !/model/.test(m[0])) return false;
    const year = Number(m[2]);
    out.max ??= cue === 'before' || cue === 'older than' ? year - 1 : year;
  });
  scan.take(OR_OLDER, (m) => {
    if (!sure(m[2]) && !/model/.test(m[0])) return false;
    out.max ??= m[2] === 'before' ? Number(m[1]) - 1 : Number(m[1]);
  });
  const exact = (year: number) => {
    if (out.min === undefined && out.max === undefined) {
      out.min = year;
      out.max = year;
    }
  };
  scan.take(EXACT, (m) => exact(Number(m[1] ?? m[2])));
  if (vehicle) {
    scan.take(BARE, (m, start) => {
      if (PRICE_BEFORE.test(scan.before(start)) || PRICE_AFTER.test(scan.after(start + m[0].length))) return false;
      exact(Number(m[1]));
    });
  }
  return out;
}

const KM = '(?:kms?|kilomet(?:er|re)s?|klicks)';
const MILEAGE_CAP = 'under|below|less\\s+than|lower\\s+than|max(?:imum)?|up\\s+to|upto|not\\s+more\\s+than|no\\s+more\\s+than|within|not\\s+over|at\\s+most|<=?';
const MILEAGE_FLOOR = 'over|above|more\\s+than|at\\s+least|>=?';
const CUE = `(?:(${MILEAGE_CAP})|(${MILEAGE_FLOOR}))`;
const NUMBER = '(\\d+(?:\\.\\d+)?)\\s?(k)?';
const MILEAGE = [
  g(`(?:(?:mileage|odo(?:meter)?)\\s*(?:of\\s+|is\\s+)?)?(?:${CUE}\\s*)?${NUMBER}\\s?${KM}(?![a-z])(?:\\s*(?:mileage|on\\s+the\\s+clock|or\\s+less|max|and\\s+below))?`),
  g(`(?<![\\w])(?:mileage|odo(?:meter)?|kms|km)\\s*(?:of\\s+|is\\s+)?(?:${CUE}\\s*)?${NUMBER}(?![\\w.])`),
  g(`(?<![\\w])${CUE}\\s*${NUMBER}\\s*(?:mileage|on\\s+the\\s+clock)(?![\\w])`),
];
const LOW_MILEAGE = /(?<![\w])low[\s-]?(?:mileage|kms?|kilomet(?:er|re)s?|miles)(?![\w])/g;
/** What "low mileage" means. */
const LOW_MILEAGE_KM = 100_000;

/** The most kilometres the buyer accepts: "under 100 000 km", "less than 80k km", "low mileage". */
export function readMileage(scan: Scan): number | undefined {
  let max: number | undefined;
  for (const re of MILEAGE) {
    scan.take(re, (m) => {
      const km = Number(m[3]) * (m[4] ? 1000 : 1);
      // A floor ("over 100k km") has no field: the words are taken so they are not read as a price.
      if (m[2] === undefined) max ??= km;
    });
  }
  scan.take(LOW_MILEAGE, () => {
    max ??= LOW_MILEAGE_KM;
  });
  return max;
}
