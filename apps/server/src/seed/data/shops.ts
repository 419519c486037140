import type { CountryCode } from './products.ts';

/** A demo shop. `owner` is a demo account's phone (seller, dealer) or a generated owner. */
export type ShopTemplate = {
  name: string;
  slug: string;
  category: string;
  /** Product categories the shop sells, with how many listings of each. */
  stock: { category: string; count: number }[];
  city: string;
  country: CountryCode;
  description: string;
  verified: boolean;
  owner: { phoneNumber: string; name: string; username: string; role?: 'user' | 'dealer' };
};

export const SELLER_PHONE = '+26876000002';
export const DEALER_PHONE = '+26876000003';
export const BUYER_PHONE = '+26876000001';

export const SHOPS: ShopTemplate[] = [
  {
    name: 'Nkosi Home & Living',
    slug: 'nkosi-home-living',
    category: 'Home & Furniture',
    stock: [
      { category: 'home-garden', count: 12 },
      { category: 'crafts-art', count: 6 },
    ],
    city: 'Manzini',
    country: 'SZ',
    description: 'Furniture, kitchenware and handmade décor for Swazi homes, from the heart of Manzini. Family run since 2016, with delivery across the kingdom.',
    verified: true,
    owner: { phoneNumber: SELLER_PHONE, name: 'Sipho Nkosi', username: 'sipho' },
  },
  {
    name: 'Mbabane Motors',
    slug: 'mbabane-motors',
    category: 'Car Dealer',
    stock: [{ category: 'vehicles', count: 19 }],
    city: 'Mbabane',
    country: 'SZ',
    description: 'Quality pre-owned cars and bakkies, every one inspected and serviced. Finance arranged with all major banks; trade-ins welcome.',
    verified: true,
    owner: { phoneNumber: DEALER_PHONE, name: 'Musa Motsa', username: 'mbabane_motors', role: 'dealer' },
  },
  {
    name: 'Ezulwini Crafts Collective',
    slug: 'ezulwini-crafts-collective',
    category: 'Crafts & Curios',
    stock: [{ category: 'crafts-art', count: 11 }],
    city: 'Ezulwini',
    country: 'SZ',
    description: 'Baskets, candles, carvings and art made by more than forty artisans of the Ezulwini and Malkerns valleys. Fair prices paid straight to the makers.',
    verified: true,
    owner: { phoneNumber: '+26876100001', name: 'Nomsa Dlamini', username: 'ezulwini_crafts' },
  },
  {
    name: 'Lobamba Fresh Market',
    slug: 'lobamba-fresh-market',
    category: 'Grocer & Deli',
    stock: [{ category: 'food-groceries', count: 10 }],
    city: 'Lobamba',
    country: 'SZ',
    description: 'Farm-fresh vegetables, fruit and local specialities, delivered across the Lobamba and Ezulwini area.',
    verified: false,
    owner: { phoneNumber: '+26876100002', name: 'Themba Shongwe', username: 'lobamba_fresh' },
  },
  {
    name: 'Nhlangano Style House',
    slug: 'nhlangano-style-house',
    category: 'Fashion Boutique',
    stock: [{ category: 'fashion', count: 10 }],
    city: 'Nhlangano',
    country: 'SZ',
    description: 'Modern African fashion and everyday wear for the whole family in the Shiselweni region.',
    verified: false,
    owner: { phoneNumber: '+26876100003', name: 'Lindiwe Mamba', username: 'nhlangano_style' },
  },
  {
    name: 'Siteki Sports & Outdoors',
    slug: 'siteki-sports-outdoors',
    category: 'Sports Shop',
    stock: [{ category: 'sports-outdoors', count: 10 }],
    city: 'Siteki',
    country: 'SZ',
    description: 'Everything for the pitch, the gym and the trail, serving schools and clubs across the Lubombo region.',
    verified: false,
    owner: { phoneNumber: '+26876100004', name: 'Bongani Maseko', username: 'siteki_sports' },
  },
  {
    name: 'Manzini Mobile Hub',
    slug: 'manzini-mobile-hub',
    category: 'Electronics Store',
    stock: [{ category: 'electronics', count: 18 }],
    city: 'Manzini',
    country: 'SZ',
    description: 'Phones, laptops and accessories at honest prices, with repairs done in-house. Authorised dealer with warranty on every device.',
    verified: true,
    owner: { phoneNumber: '+26876100005', name: 'Sibusiso Zwane', username: 'manzini_mobile' },
  },
  {
    name: 'Little Stars Mbabane',
    slug: 'little-stars-mbabane',
    category: 'Kids Store',
    stock: [{ category: 'baby-kids', count: 10 }],
    city: 'Mbabane',
    country: 'SZ',
    description: 'Baby essentials, school supplies and toys that last. Lay-bys welcome.',
    verified: false,
    owner: { phoneNumber: '+26876100006', name: 'Zanele Hlophe', username: 'little_stars' },
  },
  {
    name: 'Jozi Tech Deals',
    slug: 'jozi-tech-deals',
    category: 'Electronics Store',
    stock: [{ category: 'electronics', count: 11 }],
    city: 'Johannesburg',
    country: 'ZA',
    description: 'The best prices on phones, laptops and gaming in Gauteng. Nationwide courier, and collection in Braamfontein.',
    verified: true,
    owner: { phoneNumber: '+27821000001', name: 'Kagiso Molefe', username: 'jozi_tech' },
  },
  {
    name: 'Durban Spice & Deli',
    slug: 'durban-spice-deli',
    category: 'Grocer & Deli',
    stock: [{ category: 'food-groceries', count: 9 }],
    city: 'Durban',
    country: 'ZA',
    description: 'Family spice blends, biltong and local delicacies from Durban’s Grey Street, shipped across South Africa.',
    verified: false,
    owner: { phoneNumber: '+27821000002', name: 'Priya Naidoo', username: 'durban_spice' },
  },
  {
    name: 'Glow Beauty Cape Town',
    slug: 'glow-beauty-cape-town',
    category: 'Beauty Salon & Cosmetics',
    stock: [{ category: 'beauty-health', count: 11 }],
    city: 'Cape Town',
    country: 'ZA',
    description: 'Skincare, haircare and makeup made for African skin and hair. Salon in Woodstock; online orders nationwide.',
    verified: true,
    owner: { phoneNumber: '+27821000003', name: 'Amahle Jacobs', username: 'glow_cpt' },
  },
  {
    name: 'Pretoria Home Studio',
    slug: 'pretoria-home-studio',
    category: 'Home & Furniture',
    stock: [{ category: 'home-garden', count: 10 }],
    city: 'Pretoria',
    country: 'ZA',
    description: 'Furniture, appliances and garden gear for modern homes in Tshwane and beyond.',
    verified: false,
    owner: { phoneNumber: '+27821000004', name: 'Johan van der Merwe', username: 'pta_home' },
  },
  {
    name: 'Nairobi Threads',
    slug: 'nairobi-threads',
    category: 'Fashion Boutique',
    stock: [{ category: 'fashion', count: 10 }],
    city: 'Nairobi',
    country: 'KE',
    description: 'Kitenge, Ankara and streetwear from Nairobi designers. Delivery across Kenya; M-Pesa accepted.',
    verified: true,
    owner: { phoneNumber: '+254712100001', name: 'Wanjiku Kamau', username: 'nairobi_threads' },
  },
  {
    name: 'Nairobi Auto Bazaar',
    slug: 'nairobi-auto-bazaar',
    category: 'Car Dealer',
    stock: [{ category: 'vehicles', count: 10 }],
    city: 'Nairobi',
    country: 'KE',
    description: 'Locally used and freshly imported cars and motorbikes on Ngong Road. Logbooks ready; financing available.',
    verified: false,
    owner: { phoneNumber: '+254712100002', name: 'Otieno Odhiambo', username: 'nairobi_auto', role: 'dealer' },
  },
  {
    name: 'Mombasa Coast Crafts',
    slug: 'mombasa-coast-crafts',
    category: 'Crafts & Curios',
    stock: [{ category: 'crafts-art', count: 9 }],
    city: 'Mombasa',
    country: 'KE',
    description: 'Swahili coast crafts: soapstone, kiondo baskets, carvings and art from Old Town artisans.',
    verified: false,
    owner: { phoneNumber: '+254712100003', name: 'Amina Hassan', username: 'coast_crafts' },
  },
  {
    name: 'Kisumu Fix-It Services',
    slug: 'kisumu-fix-it-services',
    category: 'Services',
    stock: [{ category: 'services', count: 10 }],
    city: 'Kisumu',
    country: 'KE',
    description: 'Repairs, lessons, events and transport around Kisumu: trusted local pros, quick quotes over chat.',
    verified: false,
    owner: { phoneNumber: '+254712100004', name: 'Brian Ouma', username: 'kisumu_fixit' },
  },
];

/** Community accounts that like, save and follow (password demo12345, like every demo account). */
export const SHOPPERS: { phoneNumber: string; name: string; username: string; country: CountryCode }[] = [
  ['Sakhile Dube', 'SZ'], ['Nokuthula Simelane', 'SZ'], ['Mandla Gamedze', 'SZ'], ['Ayanda Magagula', 'SZ'], ['Lwazi Khumalo', 'SZ'],
  ['Phindile Nxumalo', 'SZ'], ['Sandile Mkhabela', 'SZ'], ['Thulisile Vilakati', 'SZ'], ['Bheki Mavuso', 'SZ'], ['Nonhlanhla Dlamini', 'SZ'],
  ['Siphesihle Ndlovu', 'SZ'], ['Mbali Tsabedze', 'SZ'], ['Thabo Mokoena', 'ZA'], ['Lerato Khoza', 'ZA'], ['Sizwe Mthembu', 'ZA'],
  ['Naledi Mahlangu', 'ZA'], ['Ruan Botha', 'ZA'], ['Zinhle Ngcobo', 'ZA'], ['Aisha Patel', 'ZA'], ['Karabo Sithole', 'ZA'],
  ['Kevin Mwangi', 'KE'], ['Faith Wambui', 'KE'], ['Dennis Kiprop', 'KE'], ['Mercy Achieng', 'KE'], ['Hassan Ali', 'KE'],
  ['Grace Njeri', 'KE'], ['Collins Mutua', 'KE'], ['Esther Chebet', 'KE'], ['Peter Njoroge', 'KE'], ['Halima Abdi', 'KE'],
].map(([name, country], i) => {
  const n = String(i + 1).padStart(3, '0');
  const phoneNumber = country === 'SZ' ? `+26876200${n}` : country === 'ZA' ? `+27831000${n}` : `+254722100${n}`;
  const username = name!.toLowerCase().replace(/[^a-z]+/g, '_');
  return { phoneNumber, name: name!, username, country: country as CountryCode };
});
