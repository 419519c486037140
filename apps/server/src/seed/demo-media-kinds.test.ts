import { describe, expect, it } from 'vitest';
import { artKindOf } from './data/product-art.ts';
import { demoListings } from './demo-media-listings.ts';
import { ICONS, type ArtKind } from './icons/index.ts';

/**
 * What a listing's title must say for its pictures to show each kind of item: written apart
 * from the art table, so a listing given another item's drawing (a CCTV kit drawn as
 * headphones) fails here.
 */
const TITLE_WORDS: Record<ArtKind, RegExp> = {
  car: /\b(Polo|Corolla|Fortuner|Swift|i10|C200|320i|Kwid|Golf|Axio|Fielder|Demio|Forester|Note|Prado|Fit|Driving|Sedan)\b/i,
  bakkie: /\b(Hilux|NP200|Ranger|KB|Land Cruiser 79|Pik Up|Bakkie)\b/i,
  minibus: /\b(Quantum|Seater)\b/i,
  motorbike: /\b(Boxer|HLX|CB125F)\b/i,
  van: /\bCourier\b/i,
  tyre: /\bTyres?\b/i,
  'tow-bar': /\bTow Bar\b/i,
  phone: /\b(Galaxy A\d+|iPhone|Redmi|Spark|Infinix)\b/i,
  'phone-repair': /\bPhone Screen\b/i,
  tablet: /\bTab\b/i,
  laptop: /\b(IdeaPad|HP 250|MacBook|Latitude|Laptop)\b/i,
  tv: /\bTV\b/,
  speaker: /\bSpeaker\b/i,
  soundbar: /\bSoundbar\b/i,
  gamepad: /\bPlayStation\b/i,
  headphones: /\bHeadphones\b/i,
  earbuds: /\bEarbuds\b/i,
  powerbank: /\bPower Bank\b/i,
  solar: /\bSolar\b/i,
  router: /\bWi-Fi\b/i,
  cctv: /\bCCTV\b/,
  camera: /\b(EOS|Photography)\b/i,
  dress: /\bDress\b/i,
  skirt: /\bSkirt\b/i,
  trousers: /\b(Trousers|Chinos)\b/i,
  shirt: /\bShirt\b/i,
  jumper: /\bJumper\b/i,
  cardigan: /\bCardigan\b/i,
  jacket: /\bDenim Jacket\b/i,
  sneaker: /\b(Sneakers|Vans|Air Force)\b/i,
  boot: /\bBoots\b/i,
  sandal: /\bSandals\b/i,
  necklace: /\bNecklace\b/i,
  handbag: /\b(Handbag|Bag)\b/i,
  earrings: /\bEarrings\b/i,
  watch: /\bWatch\b/i,
  wallet: /\bWallet\b/i,
  'pump-bottle': /\b(Cream|Conditioner|Foundation)\b/i,
  dropper: /\bSerum\b/i,
  tube: /\bSunscreen\b/i,
  braid: /\bBraiding\b/i,
  'hair-dryer': /\bHair Dryer\b/i,
  lipstick: /\bLipstick\b/i,
  palette: /\bPalette\b/i,
  brushes: /\bBrush\b/i,
  'bp-monitor': /\bBlood Pressure\b/i,
  pills: /\b(Tablets|Vitamin)\b/i,
  sofa: /\b(Couch|Sofa)\b/i,
  'table-chairs': /\b(Dining Table|Patio Set)\b/i,
  'coffee-table': /\bCoffee Table\b/i,
  bed: /\bBed\b/i,
  bookshelf: /\bBookshelf\b/i,
  'office-chair': /\bOffice Chair\b/i,
  stove: /\bStove\b/i,
  kettle: /\bKettle\b/i,
  pot: /\b(Pot|Cookware)\b/i,
  blender: /\bBlender\b/i,
  'air-fryer': /\bAir Fryer\b/i,
  fridge: /\bFridge\b/i,
  vase: /\bVase\b/i,
  blanket: /\bBlanket\b/i,
  'wall-hanging': /\bWall Hanging\b/i,
  curtains: /\bCurtains\b/i,
  cushion: /\bCushions?\b/i,
  'lawn-mower': /\bLawn Mower\b/i,
  hose: /\bHose\b/i,
  drill: /\bDrill\b/i,
  wheelbarrow: /\bWheelbarrow\b/i,
  'water-tank': /\bWater Tank\b/i,
  plant: /\bPlant\b/i,
  seedlings: /\bSeedlings\b/i,
  basket: /\bBasket\b/i,
  bowl: /\bBowls?\b/i,
  coasters: /\bCoasters\b/i,
  elephant: /\b(Elephant|Animal Sculptures)\b/i,
  hippo: /\bHippo\b/i,
  giraffe: /\bGiraffe\b/i,
  spoons: /\bServers\b/i,
  mask: /\bMask\b/i,
  shield: /\bShield\b/i,
  candle: /\bCandles?\b/i,
  tealight: /\bTealight\b/i,
  painting: /\b(Painting|Canvas|Print)\b/i,
  dumbbell: /\bDumbbells\b/i,
  'yoga-mat': /\bYoga Mat\b/i,
  bench: /\bBench\b/i,
  'skipping-rope': /\bSkipping Rope\b/i,
  bicycle: /\bBike\b/i,
  helmet: /\bHelmet\b/i,
  tent: /\bTent\b/i,
  'camp-chair': /\bCamping Chair\b/i,
  cooler: /\bCooler\b/i,
  headlamp: /\bHeadlamp\b/i,
  football: /\bFootball\b/i,
  'rugby-ball': /\bRugby Ball\b/i,
  netball: /\bNetball\b/i,
  jersey: /\bJerseys\b/i,
  onesie: /\bOnesies\b/i,
  puffer: /\bPuffer\b/i,
  blocks: /\bBlocks\b/i,
  'rc-car': /\bRemote Control\b/i,
  bricks: /\bBricks\b/i,
  teddy: /\bTeddy\b/i,
  backpack: /\bBackpack\b/i,
  pencils: /\bStationery\b/i,
  calculator: /\bCalculator\b/i,
  cot: /\bCot\b/i,
  'car-seat': /\bCar Seat\b/i,
  pram: /\bPram\b/i,
  'baby-monitor': /\bBaby Monitor\b/i,
  vegetables: /\bVegetable Box\b/i,
  avocado: /\bAvocados\b/i,
  'sweet-potato': /\bSweet Potatoes\b/i,
  pineapple: /\bPineapples\b/i,
  eggs: /\bEggs\b/i,
  jar: /\b(Jam|Clay)\b/i,
  honey: /\bHoney\b/i,
  sack: /\bMaize Meal\b/i,
  pouch: /\b(Powder|Spice|Mopane)\b/i,
  'hot-sauce': /\bPeri-Peri\b/i,
  'sauce-bottle': /\bMarinade\b/i,
  coffee: /\bCoffee Beans\b/i,
  tea: /\bTea\b/i,
  drink: /\bJuice\b/i,
  milk: /\bMilk\b/i,
  biltong: /\bBiltong\b/i,
  samosa: /\bSamosas\b/i,
  flatbread: /\bChapati\b/i,
  tap: /\bPlumbing\b/i,
  guitar: /\bGuitar\b/i,
  'pa-speaker': /\bSound System\b/i,
  book: /\bTutoring\b/i,
};

describe('demo product art', () => {
  const listings = demoListings();

  it('gives every demo product a drawing of its own kind of item', () => {
    const wrong = listings
      .map((l) => ({ title: l.title, kind: artKindOf(l) }))
      .filter(({ title, kind }) => !Object.hasOwn(ICONS, kind) || !TITLE_WORDS[kind].test(title))
      .map(({ title, kind }) => `${title} → ${kind}`);
    expect(wrong).toEqual([]);
    expect(listings.length).toBeGreaterThan(190);
  });

  it('shows the CCTV kit as cameras, phones as phones, TVs as TVs and couches as sofas', () => {
    const kindOf = (title: string) => artKindOf(listings.find((l) => l.title === title)!);
    expect(kindOf('Hikvision 4-Camera CCTV Kit 1080p')).toBe('cctv');
    expect(kindOf('Samsung Galaxy A15 128GB')).toBe('phone');
    expect(kindOf('Hisense 55" 4K UHD Smart TV')).toBe('tv');
    expect(kindOf('3-Seater Fabric Couch – Charcoal')).toBe('sofa');
    expect(kindOf('2014 Toyota Quantum 2.5 D-4D 14-Seater')).toBe('minibus');
  });

  it('refuses an item without art instead of falling back to its subcategory’s', () => {
    expect(() => artKindOf({ title: 'Hikvision 8-Camera CCTV Kit', sub: 'Accessories' })).toThrow(/no art/);
  });
});
