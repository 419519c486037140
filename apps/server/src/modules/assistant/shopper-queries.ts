import type { CategorySlug } from '@sokoni/contracts/catalog';

/**
 * Real shopper phrasings against the demo catalog (apps/server/src/seed/data), each labelled with
 * what a right answer is: its category, optionally its kind and a title pattern, and the
 * constraints it states. Written as people here type: lowercase, short, local words, typos.
 * The assistant's quality test and bench report precision@5 and broken constraints over them.
 */
export type LabelledQuery = {
  q: string;
  category: CategorySlug;
  subcategory?: string;
  /** What a relevant title (or brand) holds, when the category alone is too broad. */
  title?: RegExp;
  /** A stated price cap or floor, in the currency the shopper meant. */
  maxPrice?: { amount: number; currency: 'SZL' | 'ZAR' | 'KES' };
  minPrice?: { amount: number; currency: 'SZL' | 'ZAR' | 'KES' };
  condition?: 'new' | 'used' | 'refurbished';
  brand?: string;
  yearMin?: number;
  city?: string;
};

const E = (amount: number) => ({ amount, currency: 'SZL' as const });
const R = (amount: number) => ({ amount, currency: 'ZAR' as const });
const KSh = (amount: number) => ({ amount, currency: 'KES' as const });

export const SHOPPER_QUERIES: LabelledQuery[] = [
  // Phones and electronics
  { q: 'cheap phone under E4000', category: 'electronics', subcategory: 'Phones & Tablets', maxPrice: E(4000) },
  { q: 'samsung phone', category: 'electronics', subcategory: 'Phones & Tablets', brand: 'Samsung' },
  { q: 'iphone', category: 'electronics', title: /iphone/i },
  { q: 'iphone under 10k', category: 'electronics', title: /iphone/i, maxPrice: E(10_000) },
  { q: 'smartphone with good camera', category: 'electronics', subcategory: 'Phones & Tablets' },
  { q: 'simu ya samsung', category: 'electronics', subcategory: 'Phones & Tablets', brand: 'Samsung' },
  { q: 'fone below 3500', category: 'electronics', subcategory: 'Phones & Tablets', maxPrice: E(3500) },
  { q: 'tecno phone', category: 'electronics', subcategory: 'Phones & Tablets', brand: 'Tecno' },
  { q: 'xiaomi redmi', category: 'electronics', title: /xiaomi|redmi/i },
  { q: 'tablet for school', category: 'electronics', title: /tab/i },
  { q: 'laptop', category: 'electronics', subcategory: 'Laptops & Computers' },
  { q: 'laptop under E10 000', category: 'electronics', subcategory: 'Laptops & Computers', maxPrice: E(10_000) },
  { q: 'macbook', category: 'electronics', title: /macbook/i },
  { q: 'refurbished laptop', category: 'electronics', subcategory: 'Laptops & Computers', condition: 'refurbished' },
  { q: 'cheapest laptop', category: 'electronics', subcategory: 'Laptops & Computers' },
  { q: 'smart tv 55 inch', category: 'electronics', title: /tv/i },
  { q: 'television', category: 'electronics', title: /tv/i },
  { q: 'samsung tv', category: 'electronics', title: /tv/i, brand: 'Samsung' },
  { q: 'bluetooth speaker', category: 'electronics', title: /speaker|soundbar/i },
  { q: 'headphones', category: 'electronics', title: /headphone|earbud|freepods/i },
  { q: 'wireless earbuds', category: 'electronics', title: /earbud|freepods|headphone/i },
  { q: 'power bank', category: 'electronics', title: /power ?bank|powercore/i },
  { q: 'playstation', category: 'electronics', title: /playstation/i },
  { q: 'solar panel kit', category: 'electronics', title: /solar/i },
  { q: 'cctv cameras', category: 'electronics', title: /cctv/i },
  { q: 'camera for photography', category: 'electronics', title: /canon|camera|cctv/i },
  { q: 'wifi router', category: 'electronics', title: /router|mesh|deco/i },
  // Vehicles
  { q: 'bakkie', category: 'vehicles', subcategory: 'Bakkies & Trucks' },
  { q: 'bakkie under R200k', category: 'vehicles', subcategory: 'Bakkies & Trucks', maxPrice: R(200_000) },
  { q: 'toyota hilux', category: 'vehicles', title: /hilux/i },
  { q: 'used cars in manzini', category: 'vehicles', subcategory: 'Cars', condition: 'used', city: 'Manzini' },
  { q: 'imoto', category: 'vehicles', subcategory: 'Cars' },
  { q: 'car under 150k', category: 'vehicles', subcategory: 'Cars', maxPrice: E(150_000) },
  { q: 'automatic car', category: 'vehicles', subcategory: 'Cars' },
  { q: 'toyota', category: 'vehicles', brand: 'Toyota' },
  { q: 'vw polo', category: 'vehicles', title: /polo/i },
  { q: 'kombi', category: 'vehicles', title: /quantum|kombi|minibus|14-seater/i },
  { q: 'motorbike', category: 'vehicles', subcategory: 'Motorbikes' },
  { q: 'boda boda motorcycle', category: 'vehicles', subcategory: 'Motorbikes' },
  { q: '4x4 bakkie 2019 or newer', category: 'vehicles', subcategory: 'Bakkies & Trucks', yearMin: 2019 },
  { q: 'gari ya toyota', category: 'vehicles', brand: 'Toyota' },
  { q: 'tyres for hilux', category: 'vehicles', title: /tyre|tow bar|hilux/i },
  { q: 'mercedes benz', category: 'vehicles', title: /mercedes/i },
  // Fashion
  { q: 'red dress for a wedding', category: 'fashion', title: /dress/i },
  { q: 'dress', category: 'fashion', title: /dress/i },
  { q: 'sneakers', category: 'fashion', subcategory: 'Shoes' },
  { q: 'takkies', category: 'fashion', subcategory: 'Shoes' },
  { q: 'adidas', category: 'fashion', title: /adidas|samba/i },
  { q: 'leather boots', category: 'fashion', title: /boot/i },
  { q: 'sandals', category: 'fashion', title: /sandal/i },
  { q: 'handbag', category: 'fashion', title: /bag/i },
  { q: 'watch', category: 'fashion', title: /watch/i },
  { q: 'kitenge', category: 'fashion', title: /kitenge|ankara|shweshwe/i },
  { q: 'mens shirt', category: 'fashion', title: /shirt/i },
  { q: 'winter jacket', category: 'fashion', title: /jacket|cardigan|jumper/i },
  { q: 'earrings', category: 'fashion', title: /earring|necklace/i },
  // Home and garden
  { q: 'sofa', category: 'home-garden', title: /couch|sofa|3-seater/i },
  { q: 'couch under 8000', category: 'home-garden', title: /couch|sofa|3-seater/i, maxPrice: E(8000) },
  { q: 'dining table', category: 'home-garden', title: /table/i },
  { q: 'bed and mattress', category: 'home-garden', title: /bed|mattress|cot/i },
  { q: 'office chair', category: 'home-garden', title: /chair/i },
  { q: 'fridge', category: 'home-garden', title: /fridge/i },
  { q: 'stove', category: 'home-garden', title: /stove/i },
  { q: 'kettle', category: 'home-garden', title: /kettle/i },
  { q: 'air fryer', category: 'home-garden', title: /air fryer/i },
  { q: 'blender', category: 'home-garden', title: /blender/i },
  { q: 'potjie pot', category: 'home-garden', title: /potjie/i },
  { q: 'lawn mower', category: 'home-garden', title: /mower/i },
  { q: 'cordless drill', category: 'home-garden', title: /drill/i },
  { q: 'water tank', category: 'home-garden', title: /tank/i },
  { q: 'curtains', category: 'home-garden', title: /curtain/i },
  // Beauty, crafts, sport, kids, food, services
  { q: 'face serum', category: 'beauty-health', title: /serum|face/i },
  { q: 'sunscreen', category: 'beauty-health', title: /sunscreen|spf/i },
  { q: 'braiding hair', category: 'beauty-health', title: /braiding|hair/i },
  { q: 'lipstick', category: 'beauty-health', title: /lipstick/i },
  { q: 'blood pressure monitor', category: 'beauty-health', title: /blood pressure/i },
  { q: 'sisal basket', category: 'crafts-art', title: /basket|kiondo/i },
  { q: 'wood carving elephant', category: 'crafts-art', title: /elephant|carv/i },
  { q: 'candles', category: 'crafts-art', subcategory: 'Candles' },
  { q: 'painting of sibebe rock', category: 'crafts-art', title: /sibebe|painting|canvas/i },
  { q: 'mountain bike', category: 'sports-outdoors', title: /bike/i },
  { q: 'bicycle for kids', category: 'sports-outdoors', title: /bike|bmx/i },
  { q: 'dumbbells', category: 'sports-outdoors', title: /dumbbell/i },
  { q: 'camping tent', category: 'sports-outdoors', title: /tent/i },
  { q: 'soccer ball', category: 'sports-outdoors', title: /football|ball/i },
  { q: 'pram', category: 'baby-kids', title: /pram/i },
  { q: 'baby car seat', category: 'baby-kids', title: /car seat/i },
  { q: 'lego', category: 'baby-kids', title: /lego|blocks/i },
  { q: 'school uniform', category: 'baby-kids', title: /uniform/i },
  { q: 'avocados', category: 'food-groceries', title: /avocado/i },
  { q: 'honey', category: 'food-groceries', title: /honey/i },
  { q: 'kenyan coffee', category: 'food-groceries', title: /coffee/i },
  { q: 'biltong', category: 'food-groceries', title: /biltong/i },
  { q: 'maize meal', category: 'food-groceries', title: /maize/i },
  { q: 'wedding photographer', category: 'services', title: /photograph/i },
  { q: 'driving lessons', category: 'services', title: /driving/i },
  { q: 'fridge repairs', category: 'services', title: /repair/i },
  { q: 'phone screen repair', category: 'services', title: /screen|repair/i },
  { q: 'tent hire for a party', category: 'services', title: /tent|hire/i },
  { q: 'phone in nairobi under KSh 30,000', category: 'electronics', subcategory: 'Phones & Tablets', maxPrice: KSh(30_000), city: 'Nairobi' },
];
