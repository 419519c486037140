/**
 * Kinds of things a shopper names ("car", "cup", "shoes"), each with the words a title uses for
 * it. A drafted title must name its kind; price comparables are listings whose title names the
 * same kind. Small on purpose: a synonym is listed only when a seller would use it for the same
 * thing (a mug is a cup; a sedan is a car; a bakkie is a truck).
 */
export const KIND_WORDS: Record<string, string[]> = {
  car: ['car', 'cars', 'sedan', 'hatchback', 'suv', 'coupe', 'beetle'],
  truck: ['truck', 'trucks', 'bakkie', 'bakkies', 'pickup', 'lorry', 'tipper', 'dumper', 'fire engine'],
  bus: ['bus', 'buses', 'minibus', 'kombi'],
  motorbike: ['motorbike', 'motorbikes', 'motorcycle', 'motorcycles', 'scooter'],
  boat: ['boat', 'boats'],
  bicycle: ['bicycle', 'bicycles', 'bike', 'bikes'],
  'exercise bike': ['exercise bike', 'stationary bike'],
  tricycle: ['tricycle', 'trike'],
  laptop: ['laptop', 'laptops', 'notebook', 'macbook'],
  computer: ['computer', 'computers', 'pc', 'desktop', 'mini pc', 'keyboard', 'computer mouse', 'monitor', 'computer monitor'],
  phone: ['phone', 'phones', 'smartphone', 'iphone', 'cell phone', 'galaxy'],
  tv: ['tv', 'tvs', 'television', 'remote control'],
  camera: ['camera', 'cameras'],
  headphones: ['headphones', 'headphone', 'earphones', 'headset'],
  'game controller': ['game controller', 'gamepad', 'controller', 'joystick'],
  calculator: ['calculator', 'calculators'],
  chair: ['chair', 'chairs'],
  sofa: ['sofa', 'sofas', 'couch', 'couches', 'lounge suite'],
  bed: ['bed', 'beds', 'mattress'],
  table: ['table', 'tables', 'desk', 'desks', 'bench'],
  plant: ['plant', 'plants', 'potted plant', 'aloe', 'succulent'],
  vase: ['vase', 'vases'],
  clock: ['clock', 'clocks'],
  'kitchen appliance': ['microwave', 'oven', 'toaster', 'fridge', 'refrigerator', 'sink'],
  cup: ['cup', 'cups', 'mug', 'mugs', 'coffee cup', 'wine glass', 'glass'],
  bowl: ['bowl', 'bowls'],
  cutlery: ['fork', 'knife', 'spoon', 'cutlery'],
  teapot: ['teapot', 'teapots'],
  jug: ['jug', 'jugs', 'pitcher'],
  kettle: ['kettle', 'kettles'],
  tool: ['tool', 'tools', 'hammer', 'saw', 'spade', 'shovel', 'wrench', 'spanner', 'pliers', 'toolbox', 'tape measure', 'drill', 'scissors'],
  'light bulb': ['light bulb', 'bulb', 'bulbs', 'lamp'],
  toilet: ['toilet'],
  shoes: ['shoes', 'shoe', 'boots', 'boot', 'sneakers', 'sandals', 'flip-flops', 'flip flops', 'high heels', 'heels', 'footwear'],
  bag: ['handbag', 'handbags', 'bag', 'bags', 'backpack', 'suitcase'],
  umbrella: ['umbrella'],
  tie: ['tie', 'ties'],
  ball: ['ball', 'balls', 'football', 'soccer ball', 'basketball', 'rugby ball', 'netball'],
  racket: ['racket', 'rackets', 'tennis racket', 'racquet'],
  bat: ['bat', 'cricket bat', 'baseball bat', 'glove'],
  board: ['skateboard', 'surfboard', 'snowboard', 'skis'],
  frisbee: ['frisbee'],
  toy: ['toy', 'toys', 'teddy bear', 'teddy', 'kite', 'rubber duck', 'doll'],
  book: ['book', 'books'],
  fruit: ['fruit', 'fruits', 'apple', 'apples', 'orange', 'oranges', 'banana', 'bananas', 'pineapple', 'pineapples', 'grapes', 'mango', 'mangoes'],
  vegetable: ['vegetable', 'vegetables', 'tomato', 'tomatoes', 'broccoli', 'carrot', 'carrots', 'potato', 'potatoes', 'cabbage', 'onion', 'onions', 'pepper', 'peppers'],
  'prepared food': ['sandwich', 'sandwiches', 'hot dog', 'hot dogs', 'pizza', 'doughnut', 'doughnuts', 'cake', 'cakes'],
  biscuits: ['biscuits', 'biscuit', 'cookies', 'crackers'],
  drink: ['bottle', 'bottles', 'juice', 'drink', 'drinks'],
  'hair dryer': ['hair dryer', 'hairdryer', 'blow dryer'],
  toothbrush: ['toothbrush', 'toothbrushes'],
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordPattern = (w: string) => new RegExp(`(^|[^\\p{L}\\p{N}])${escape(w)}($|[^\\p{L}\\p{N}])`, 'iu');
const PATTERNS = Object.entries(KIND_WORDS).map(([kind, words]) => ({ kind, words, patterns: words.map(wordPattern) }));

/** The words of a kind (the kind itself first), or just the word when it is not a known kind. */
export function wordsOfKind(kind: string): string[] {
  return KIND_WORDS[kind] ?? [kind];
}

/** Whether `text` names `kind` (its own word or a listed synonym), as a whole word. */
export function namesKind(text: string, kind: string): boolean {
  const entry = PATTERNS.find((p) => p.kind === kind);
  return entry ? entry.patterns.some((p) => p.test(text)) : wordPattern(kind).test(text);
}

/** Whether `text` has one of `words` as a whole word (what the SQL port's comparables match on). */
export function namesAnyWord(text: string, words: string[]): boolean {
  return words.some((w) => wordPattern(w).test(text));
}

/** The kinds `text` names, the longest word matched first ("tennis racket" before "racket"). */
export function kindsIn(text: string): string[] {
  const found: { kind: string; length: number }[] = [];
  for (const { kind, words, patterns } of PATTERNS) {
    const lengths = words.filter((_, i) => patterns[i]!.test(text)).map((w) => w.length);
    if (lengths.length > 0) found.push({ kind, length: Math.max(...lengths) });
  }
  return found.sort((a, b) => b.length - a.length).map((f) => f.kind);
}

/** The kind a title noun belongs to ("mug" → cup, "oranges" → fruit). */
export function kindOfNoun(noun: string): string | undefined {
  return PATTERNS.find((p) => p.words.includes(noun.toLowerCase()))?.kind;
}
