import { PhraseLexicon, type LexiconEntry } from './phrase-lexicon.ts';

const colour = (name: string, phrases: readonly string[] = [name], guards: Partial<LexiconEntry<string>> = {}): LexiconEntry<string> => ({
  phrases,
  value: name,
  ...guards,
});

/** Food and other words where a colour word names a kind of thing, not its colour ("black tea"). */
const FOODS = ['tea', 'pepper', 'peppers', 'beans', 'bread', 'sugar', 'rice', 'wine', 'onion', 'onions', 'meat', 'maize', 'seed', 'seeds', 'juice', 'mamba'];

/** Colour words, several spellings to one name (as lower-case words; "grey" for gray). */
export const COLOURS: readonly LexiconEntry<string>[] = [
  colour('red', ['red', 'reds', 'rooi', 'nyekundu'], { unlessNext: [...FOODS, 'bull', 'velvet'] }),
  colour('blue', ['blue', 'blues', 'bluu', 'blou']),
  colour('navy', ['navy', 'navy blue']),
  colour('light blue', ['light blue', 'sky blue', 'baby blue']),
  colour('dark blue', ['dark blue', 'royal blue']),
  colour('black', ['black', 'blacks', 'blak', 'swart', 'nyeusi', 'mnyama'], { unlessNext: [...FOODS, 'castor', 'friday', 'opal'] }),
  colour('white', ['white', 'whites', 'wit', 'nyeupe', 'mhlophe'], { unlessNext: [...FOODS, 'goods', 'board', 'spirit'] }),
  colour('off-white', ['off white', 'offwhite', 'ivory']),
  colour('cream', ['cream'], {
    unlessPrev: ['body', 'face', 'hand', 'ice', 'sun', 'shea', 'hair', 'skin', 'night', 'day', 'eye', 'foot', 'butter', 'sour', 'fresh', 'whipped'],
    unlessNext: ['soda', 'cheese', 'crackers', 'liqueur'],
  }),
  colour('green', ['green', 'greens', 'groen', 'kijani'], { unlessNext: [...FOODS, 'mielies', 'mealies', 'tea'] }),
  colour('dark green', ['dark green', 'bottle green', 'forest green', 'emerald']),
  colour('lime green', ['lime green']),
  colour('olive', ['olive', 'olive green'], { unlessNext: ['oil', 'oils', 'tree'] }),
  colour('yellow', ['yellow', 'geel', 'njano'], { unlessNext: FOODS }),
  colour('orange', ['orange'], { unlessNext: [...FOODS, 'juices', 'squash'] }),
  colour('purple', ['purple', 'perse', 'zambarau']),
  colour('pink', ['pink', 'pienk']),
  colour('brown', ['brown', 'bruin', 'kahawia'], { unlessNext: FOODS }),
  colour('grey', ['grey', 'gray', 'grys']),
  colour('charcoal', ['charcoal', 'dark grey', 'dark gray'], { unlessNext: ['stove', 'grill', 'braai', 'bag', 'bags'] }),
  colour('silver', ['silver'], { unlessNext: ['fish'] }),
  colour('gold', ['gold', 'golden', 'goud'], { unlessNext: ['coast', 'reef'] }),
  colour('rose gold', ['rose gold', 'rosegold']),
  colour('maroon', ['maroon', 'marron']),
  colour('burgundy', ['burgundy', 'wine red']),
  colour('beige', ['beige', 'biege', 'nude']),
  colour('khaki', ['khaki', 'kaki']),
  colour('tan', ['tan']),
  colour('teal', ['teal', 'turquoise']),
  colour('mustard', ['mustard'], { unlessNext: ['sauce', 'seeds'] }),
  colour('lilac', ['lilac', 'lavender']),
  colour('coral', ['coral']),
  colour('mint', ['mint green']),
  colour('bronze', ['bronze']),
  colour('multicolour', ['multicolour', 'multicolor', 'multi colour', 'multi color', 'multicoloured', 'rainbow']),
  colour('space grey', ['space grey', 'space gray']),
];

export const COLOUR_LEXICON = new PhraseLexicon(COLOURS);
