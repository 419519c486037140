import type { Scan } from './scan.ts';

const ORDINALS: Readonly<Record<string, number>> = {
  first: 1, '1st': 1, one: 1, second: 2, '2nd': 2, two: 2, third: 3, '3rd': 3, three: 3, fourth: 4, '4th': 4, four: 4,
  fifth: 5, '5th': 5, five: 5, sixth: 6, '6th': 6, six: 6, seventh: 7, '7th': 7, seven: 7, eighth: 8, '8th': 8, eight: 8,
  ninth: 9, '9th': 9, nine: 9, tenth: 10, '10th': 10, ten: 10,
};
const ORDINAL_WORDS = Object.keys(ORDINALS).sort((a, b) => b.length - a.length).join('|');

const CHEAPER = /(?<![\w])(?<!\bnot\s+)(?:(?:something|anything|any|some|one|ones|a\s+bit|bit|a\s+little|little|much|slightly|even|way)\s+)*(?:cheaper|less\s+expensive|lower\s+priced?|more\s+affordable|less\s+pricey|too\s+(?:expensive|pricey|much|dear)|nafuu\s+zaidi|rahisi\s+zaidi|(?:lo|o)?kushibhile(?:\s+kakhulu)?)(?!\s*than)(?:\s+(?:ones?|options?|please|pls))*(?![\w])/g;
const MORE_LIKE = new RegExp(
  `(?<![\\w])(?:(?:show\\s+(?:me\\s+)?)?(?:more|others?|something|anything|some|stuff|things|items|ones)\\s+)?(?:like|similar\\s+to|same\\s+as|such\\s+as|resembling)\\s+(?:the\\s+|that\\s+)?(?:(?:number|no|#|option|item|result)\\s*(\\d{1,2}|${ORDINAL_WORDS})|(${ORDINAL_WORDS})(?:\\s+(?:one|item|option|result|listing))?|(\\d{1,2})(?:st|nd|rd|th)(?:\\s+one)?|#(\\d{1,2}))(?![\\w])`,
  'g',
);

/** The refinement chips' "more like the first one" in siSwati, isiZulu and Kiswahili (reply-words.ts). */
const LIKE_THE_FIRST = /(?<![\w])(?:lokufana\s+nalokwekucala|okufana\s+nokokuqala|(?:zaidi\s+)?kama\s+(?:ya|la|cha|wa)\s+kwanza)(?![\w])/g;

export type FollowUps = { cheaper: boolean; moreLikeIndex?: number };

/** "cheaper", "something cheaper", "less expensive"; "more like the second one", "similar to the 3rd", "like number 2". */
export function readFollowUps(scan: Scan): FollowUps {
  const out: FollowUps = { cheaper: false };
  scan.take(CHEAPER, () => void (out.cheaper = true));
  scan.take(LIKE_THE_FIRST, () => void (out.moreLikeIndex ??= 1));
  scan.take(MORE_LIKE, (m) => {
    const raw = m[1] ?? m[2] ?? m[3] ?? m[4] ?? '';
    const index = ORDINALS[raw] ?? Number(raw);
    if (!(index >= 1)) return false;
    out.moreLikeIndex ??= index;
  });
  return out;
}

/** Openings and words that mark a message as a change to the last search ("only new ones", "in red", "what about samsung"). */
const REFINE_MARKER = /^(?:and|also|plus|but|with|without|in|only|just|any|make\s+it|rather|instead|same|now|(?:what|wat|wht)\s+about|how\s+about|wbu|then|maybe|preferably|prefer|actually|or|ok|okay|hmm)(?![\w])|(?<![\w])(?:instead|only|ones|rather|too|as\s+well|also|those|them|these|kuphela)(?![\w])/;

export const hasRefineMarker = (normalized: string): boolean => REFINE_MARKER.test(normalized);
