import { describe, expect, it } from 'vitest';
import { parseQuery } from './parse-query.ts';
import { withoutUndefined, type ParsedTurn, type ShopperQuery } from './shopper-query.ts';

/** The expected query: the fields a row names, every list empty unless named. */
const q = (fields: Partial<ShopperQuery>): ShopperQuery => ({ keywords: [], brands: [], models: [], colours: [], sizes: [], ...fields });

const phones = { category: 'electronics', subcategory: 'Phones & Tablets' } as const;
const laptops = { category: 'electronics', subcategory: 'Laptops & Computers' } as const;
const tv = { category: 'electronics', subcategory: 'TV & Audio' } as const;
const gadgets = { category: 'electronics', subcategory: 'Accessories' } as const;
const cars = { category: 'vehicles', subcategory: 'Cars' } as const;
const bakkies = { category: 'vehicles', subcategory: 'Bakkies & Trucks' } as const;
const motorbikes = { category: 'vehicles', subcategory: 'Motorbikes' } as const;
const parts = { category: 'vehicles', subcategory: 'Parts & Accessories' } as const;
const vehicles = { category: 'vehicles' } as const;
const fashion = { category: 'fashion' } as const;
const women = { category: 'fashion', subcategory: 'Women' } as const;
const men = { category: 'fashion', subcategory: 'Men' } as const;
const shoes = { category: 'fashion', subcategory: 'Shoes' } as const;
const bags = { category: 'fashion', subcategory: 'Bags & Jewellery' } as const;
const furniture = { category: 'home-garden', subcategory: 'Furniture' } as const;
const kitchen = { category: 'home-garden', subcategory: 'Kitchen' } as const;
const garden = { category: 'home-garden', subcategory: 'Garden & Tools' } as const;
const nursery = { category: 'baby-kids', subcategory: 'Nursery' } as const;
const kidsClothing = { category: 'baby-kids', subcategory: 'Clothing' } as const;
const cheap = { budget: 'cheap', sort: 'price-low' } as const;
const SZL = { currency: 'SZL' } as const;
const ZAR = { currency: 'ZAR' } as const;
const KES = { currency: 'KES' } as const;
const USD = { currency: 'USD' } as const;

type Row = [text: string, expected: ShopperQuery];

const PRICES: Row[] = [
  ['phone under 2k', q({ ...phones, priceMax: 2000 })],
  ['fridge below E500', q({ ...kitchen, keywords: ['fridge'], priceMax: 500, ...SZL })],
  ['tv less than 2000', q({ ...tv, keywords: ['tv'], priceMax: 2000 })],
  ['shoes max 1500', q({ ...shoes, priceMax: 1500 })],
  ['couch up to R3,000', q({ ...furniture, keywords: ['couch'], priceMax: 3000, ...ZAR })],
  ['earrings <500', q({ ...bags, keywords: ['earrings'], priceMax: 500 })],
  ['jacket R1,500-R3,000', q({ ...fashion, keywords: ['jacket'], priceMin: 1500, priceMax: 3000, ...ZAR })],
  ['blender 1500 to 3000', q({ ...kitchen, keywords: ['blender'], priceMin: 1500, priceMax: 3000 })],
  ['sofa between 3k and 5k', q({ ...furniture, keywords: ['sofa'], priceMin: 3000, priceMax: 5000 })],
  ['laptop from 10k', q({ ...laptops, priceMin: 10000 })],
  ['phone over 5000', q({ ...phones, priceMin: 5000 })],
  ['speaker at least 2k', q({ ...tv, keywords: ['speaker'], priceMin: 2000 })],
  ['sofa around 5000', q({ ...furniture, keywords: ['sofa'], priceMin: 4000, priceMax: 6000 })],
  ['tv about 5k', q({ ...tv, keywords: ['tv'], priceMin: 4000, priceMax: 6000 })],
  ['fridge ~5k', q({ ...kitchen, keywords: ['fridge'], priceMin: 4000, priceMax: 6000 })],
  ['bakkie 150k', q({ ...bakkies, priceMax: 150000 })],
  ['prado 1.5m', q({ ...cars, brands: ['Toyota'], models: ['Land Cruiser Prado'], priceMax: 1500000 })],
  ['fielder 1.2 million', q({ ...cars, brands: ['Toyota'], models: ['Fielder'], priceMax: 1200000 })],
  ['phone E2000', q({ ...phones, priceMax: 2000, ...SZL })],
  ['bed 2000 emalangeni', q({ ...furniture, keywords: ['bed'], priceMax: 2000, ...SZL })],
  ['polo vivo R 150 000', q({ ...cars, brands: ['Volkswagen'], models: ['Polo Vivo'], priceMax: 150000, ...ZAR })],
  ['phone KSh 20,000', q({ ...phones, priceMax: 20000, ...KES })],
  ['samsung phone 20000 bob', q({ ...phones, brands: ['Samsung'], priceMax: 20000, ...KES })],
  ['laptop $300', q({ ...laptops, priceMax: 300, ...USD })],
  ['laptop 300 dollars', q({ ...laptops, priceMax: 300, ...USD })],
  ['chair 2,500.50', q({ ...furniture, keywords: ['chair'], priceMax: 2500.5 })],
  ['under 2k tekkies', q({ ...shoes, keywords: ['sneakers'], priceMax: 2000 })],
  ['fone for 1500', q({ ...phones, priceMax: 1500 })],
  ['cheap fone under 1k', q({ ...phones, priceMax: 1000, ...cheap })],
  ['phone 2k max', q({ ...phones, priceMax: 2000 })],
  ['smartphone 5000+', q({ ...phones, priceMin: 5000 })],
  ['sofa 4-6k', q({ ...furniture, keywords: ['sofa'], priceMin: 4000, priceMax: 6000 })],
  ['tv under ksh50k', q({ ...tv, keywords: ['tv'], priceMax: 50000, ...KES })],
  ['fridge 20,000/=', q({ ...kitchen, keywords: ['fridge'], priceMax: 20000, ...KES })],
  ['my budget is E2500 for a phone', q({ ...phones, priceMax: 2500, ...SZL })],
  ['laptop not more than 8k', q({ ...laptops, priceMax: 8000 })],
  ['simu chini ya 15000', q({ ...phones, priceMax: 15000 })],
  ['wardrobe 3k ish', q({ ...furniture, keywords: ['wardrobe'], priceMin: 2400, priceMax: 3600 })],
  ['gari under 1.5m ksh', q({ ...cars, priceMax: 1500000, ...KES })],
  ['rims between R2000 and R4000', q({ ...parts, keywords: ['rims'], priceMin: 2000, priceMax: 4000, ...ZAR })],
  ['phone 1500-2500', q({ ...phones, priceMin: 1500, priceMax: 2500 })],
  ['tablet above 3000', q({ ...phones, keywords: ['tablet'], priceMin: 3000 })],
  ['cooler box under 1k', q({ category: 'sports-outdoors', subcategory: 'Camping', keywords: ['cooler box'], priceMax: 1000 })],
  ['bag rands 500', q({ ...bags, keywords: ['bag'], priceMax: 500, ...ZAR })],
  ['car 1 500 000', q({ ...cars, priceMax: 1500000 })],
];

const NOT_PRICES: Row[] = [
  ['iphone 12 128gb', q({ ...phones, keywords: ['128gb'], brands: ['Apple'], models: ['iPhone 12'] })],
  ['takkies size 9', q({ ...shoes, keywords: ['sneakers'], sizes: ['9'] })],
  ['corolla 100k km', q({ ...cars, brands: ['Toyota'], models: ['Corolla'], mileageMaxKm: 100000 })],
  ['hilux 2018', q({ ...bakkies, brands: ['Toyota'], models: ['Hilux'], yearMin: 2018, yearMax: 2018 })],
  ['55 inch tv', q({ ...tv, keywords: ['55-inch', 'tv'] })],
  ['3 seater couch', q({ ...furniture, keywords: ['3-seater', 'couch'] })],
  ['2 chairs', q({ ...furniture, keywords: ['chair'] })],
  ['samsung 76123456', q({ ...phones, brands: ['Samsung'] })],
  ['toyota 2015 model under 120k', q({ ...cars, brands: ['Toyota'], yearMin: 2015, yearMax: 2015, priceMax: 120000 })],
  ['samsung a14 64gb', q({ ...phones, keywords: ['64gb'], brands: ['Samsung'], models: ['Galaxy A14'] })],
  ['4k tv', q({ ...tv, keywords: ['4k', 'tv'] })],
  ['maize meal 10kg', q({ category: 'food-groceries', subcategory: 'Pantry', keywords: ['maize meal', '10kg'] })],
];

const BUDGETS: Row[] = [
  ['cheap laptop', q({ ...laptops, ...cheap })],
  ['affordable sofa', q({ ...furniture, keywords: ['sofa'], ...cheap })],
  ['budget phone', q({ ...phones, ...cheap })],
  ['inexpensive fridge', q({ ...kitchen, keywords: ['fridge'], ...cheap })],
  ['bargain tv', q({ ...tv, keywords: ['tv'], ...cheap })],
  ['not too expensive couch', q({ ...furniture, keywords: ['couch'], ...cheap })],
  ['cheap phone newest first', q({ ...phones, budget: 'cheap', sort: 'newest' })],
  ['luxury car', q({ ...cars, budget: 'premium' })],
  ['premium headphones', q({ ...gadgets, keywords: ['headphones'], budget: 'premium' })],
  ['high-end laptop', q({ ...laptops, budget: 'premium' })],
];

const CATEGORIES: Row[] = [
  ['bakkies', q({ ...bakkies })],
  ['bakkie', q({ ...bakkies })],
  ['kombi', q({ ...vehicles, keywords: ['kombi'] })],
  ['taxi for sale', q({ ...vehicles, keywords: ['taxi'] })],
  ['minibus', q({ ...vehicles, keywords: ['minibus'] })],
  ['imoto', q({ ...cars })],
  ['moto', q({ ...cars })],
  ['gari', q({ ...cars })],
  ['simu', q({ ...phones })],
  ['fone', q({ ...phones })],
  ['cellphone', q({ ...phones })],
  ['smart phone', q({ ...phones })],
  ['takkies', q({ ...shoes, keywords: ['sneakers'] })],
  ['tekkies', q({ ...shoes, keywords: ['sneakers'] })],
  ['sneakers', q({ ...shoes, keywords: ['sneakers'] })],
  ['kitenge', q({ ...fashion, keywords: ['kitenge'] })],
  ['kanga', q({ ...fashion, keywords: ['kanga'] })],
  ['dashiki', q({ ...fashion, keywords: ['dashiki'] })],
  ['mielies', q({ category: 'food-groceries', subcategory: 'Fresh Produce', keywords: ['mielies'] })],
  ['braai stand', q({ ...garden, keywords: ['braai'] })],
  ['sofas', q({ ...furniture, keywords: ['sofa'] })],
  ['couch', q({ ...furniture, keywords: ['couch'] })],
  ['double bed', q({ ...furniture, keywords: ['double', 'bed'] })],
  ['gas stove', q({ ...kitchen, keywords: ['gas stove'] })],
  ['laptop', q({ ...laptops })],
  ['lappy', q({ ...laptops })],
  ['clothes', q({ ...fashion })],
  ['pram', q({ ...nursery, keywords: ['pram'] })],
  ['stroller', q({ ...nursery, keywords: ['stroller'] })],
  ['nappies', q({ ...nursery, keywords: ['nappies'] })],
  ['baby clothes', q({ ...kidsClothing })],
  ['clothes for kids', q({ ...kidsClothing })],
  ['school shoes', q({ ...shoes, keywords: ['school shoes'] })],
  ['laptop bag', q({ ...bags, keywords: ['laptop', 'bag'] })],
  ['laptop with bag', q({ ...laptops, keywords: ['bag'] })],
  ['ladies takkies size 7', q({ ...shoes, keywords: ['sneakers'], sizes: ['7'] })],
  ['kids shoes', q({ ...shoes, keywords: ['kids'] })],
  ['ngifuna lifoni', q({ ...phones })],
  ['samsung a15 cover', q({ ...gadgets, keywords: ['cover'], brands: ['Samsung'], models: ['Galaxy A15'] })],
  ['phone repair', q({ category: 'services', subcategory: 'Repairs', keywords: ['phone'] })],
  ['car seat', q({ ...nursery, keywords: ['car seat'] })],
  ['tyres for hilux', q({ ...parts, keywords: ['tyres'], brands: ['Toyota'], models: ['Hilux'] })],
  ['motorbike', q({ ...motorbikes })],
  ['boda boda', q({ ...motorbikes, keywords: ['boda boda'] })],
  ['mtumba', q({ ...fashion, condition: 'used' })],
  ['biltong', q({ category: 'food-groceries', subcategory: 'Local Specialities', keywords: ['biltong'] })],
  ['wedding photographer', q({ category: 'services', subcategory: 'Events', keywords: ['wedding', 'photographer'] })],
  ['driving lessons', q({ category: 'services', subcategory: 'Lessons', keywords: ['driving lessons'] })],
  ['honey', q({ category: 'food-groceries', subcategory: 'Pantry', keywords: ['honey'] })],
  ['perfume', q({ category: 'beauty-health', keywords: ['perfume'] })],
  ['wig', q({ category: 'beauty-health', subcategory: 'Hair', keywords: ['wig'] })],
  ['tent', q({ category: 'sports-outdoors', subcategory: 'Camping', keywords: ['tent'] })],
  ['bicycle', q({ category: 'sports-outdoors', subcategory: 'Cycling' })],
  ['electronics', q({ category: 'electronics' })],
  ['furniture', q({ ...furniture })],
  ['frige', q({ ...kitchen, keywords: ['fridge'] })],
  ['matress', q({ ...furniture, keywords: ['mattress'] })],
  ['red dress for a wedding', q({ ...women, keywords: ['dress', 'wedding'], colours: ['red'] })],
  ['phone with a good camera', q({ ...phones, keywords: ['camera'] })],
  ['leather wallet', q({ ...bags, keywords: ['leather', 'wallet'] })],
  ['apple juice', q({ category: 'food-groceries', subcategory: 'Drinks', keywords: ['apple', 'juice'] })],
];

const CONDITIONS: Row[] = [
  ['brand new iphone', q({ ...phones, brands: ['Apple'], condition: 'new' })],
  ['new fridge', q({ ...kitchen, keywords: ['fridge'], condition: 'new' })],
  ['unused pram', q({ ...nursery, keywords: ['pram'], condition: 'new' })],
  ['sealed ps5', q({ ...tv, brands: ['Sony'], models: ['PlayStation 5'], condition: 'new' })],
  ['never used stroller', q({ ...nursery, keywords: ['stroller'], condition: 'new' })],
  ['used cars', q({ ...cars, condition: 'used' })],
  ['second hand fridge', q({ ...kitchen, keywords: ['fridge'], condition: 'used' })],
  ['2nd hand laptop', q({ ...laptops, condition: 'used' })],
  ['pre-owned bakkie', q({ ...bakkies, condition: 'used' })],
  ['preloved dress', q({ ...women, keywords: ['dress'], condition: 'used' })],
  ['refurbished iphone 11', q({ ...phones, brands: ['Apple'], models: ['iPhone 11'], condition: 'refurbished' })],
  ['refurb macbook', q({ ...laptops, brands: ['Apple'], condition: 'refurbished' })],
];

const BRANDS: Row[] = [
  ['samsung', q({ ...phones, brands: ['Samsung'] })],
  ['simu ya samsung', q({ ...phones, brands: ['Samsung'] })],
  ['samsung tv', q({ ...tv, keywords: ['tv'], brands: ['Samsung'] })],
  ['samsung fridge', q({ ...kitchen, keywords: ['fridge'], brands: ['Samsung'] })],
  ['iphone', q({ ...phones, brands: ['Apple'] })],
  ['huawei p30', q({ ...phones, brands: ['Huawei'], models: ['P30'] })],
  ['tecno spark 20', q({ ...phones, brands: ['Tecno'], models: ['Spark 20'] })],
  ['infinix hot 40i', q({ ...phones, brands: ['Infinix'], models: ['Hot 40i'] })],
  ['itel a70', q({ ...phones, brands: ['Itel'], models: ['A70'] })],
  ['xiaomi redmi note 13', q({ ...phones, brands: ['Xiaomi'], models: ['Redmi Note 13'] })],
  ['nokia 105', q({ ...phones, brands: ['Nokia'], models: ['105'] })],
  ['oppo phone', q({ ...phones, brands: ['Oppo'] })],
  ['galaxy s23 ultra', q({ ...phones, brands: ['Samsung'], models: ['Galaxy S23 Ultra'] })],
  ['vw polo', q({ ...cars, brands: ['Volkswagen'], models: ['Polo'] })],
  ['polo shirt', q({ ...fashion, keywords: ['polo', 'shirt'] })],
  ['merc c200', q({ ...cars, brands: ['Mercedes-Benz'], models: ['C200'] })],
  ['benz', q({ ...cars, brands: ['Mercedes-Benz'] })],
  ['bmw 320i', q({ ...cars, brands: ['BMW'], models: ['320i'] })],
  ['nissan np200', q({ ...bakkies, brands: ['Nissan'], models: ['NP200'] })],
  ['ford ranger', q({ ...bakkies, brands: ['Ford'], models: ['Ranger'] })],
  ['isuzu kb', q({ ...bakkies, brands: ['Isuzu'], models: ['KB'] })],
  ['mazda demio', q({ ...cars, brands: ['Mazda'], models: ['Demio'] })],
  ['honda fit', q({ ...cars, brands: ['Honda'], models: ['Fit'] })],
  ['hyundai grand i10', q({ ...cars, brands: ['Hyundai'], models: ['Grand i10'] })],
  ['kia picanto', q({ ...cars, brands: ['Kia'], models: ['Picanto'] })],
  ['gwm steed', q({ ...bakkies, brands: ['GWM'], models: ['Steed'] })],
  ['bajaj boxer', q({ ...motorbikes, brands: ['Bajaj'], models: ['Boxer'] })],
  ['toyota', q({ ...cars, brands: ['Toyota'] })],
  ['toyota or nissan bakkie', q({ ...bakkies, brands: ['Toyota', 'Nissan'] })],
  ['nike sneakers', q({ ...shoes, keywords: ['sneakers'], brands: ['Nike'] })],
  ['adidas', q({ ...shoes, brands: ['Adidas'] })],
  ['puma takkies', q({ ...shoes, keywords: ['sneakers'], brands: ['Puma'] })],
  ['hp laptop', q({ ...laptops, brands: ['HP'] })],
  ['dell', q({ ...laptops, brands: ['Dell'] })],
  ['lenovo thinkpad', q({ ...laptops, brands: ['Lenovo'], models: ['ThinkPad'] })],
  ['lg tv', q({ ...tv, keywords: ['tv'], brands: ['LG'] })],
  ['hisense fridge', q({ ...kitchen, keywords: ['fridge'], brands: ['Hisense'] })],
  ['sony headphones', q({ ...gadgets, keywords: ['headphones'], brands: ['Sony'] })],
  ['defy stove', q({ ...kitchen, keywords: ['stove'], brands: ['Defy'] })],
  ['tvs under 5000', q({ ...tv, keywords: ['tv'], priceMax: 5000 })],
  ['tvs hlx boda', q({ ...motorbikes, keywords: ['boda boda'], brands: ['TVS'], models: ['HLX'] })],
];

const COLOURS: Row[] = [
  ['blue jeans', q({ ...fashion, keywords: ['jeans'], colours: ['blue'] })],
  ['navy blue suit', q({ ...men, keywords: ['suit'], colours: ['navy'] })],
  ['maroon dress', q({ ...women, keywords: ['dress'], colours: ['maroon'] })],
  ['gold necklace', q({ ...bags, keywords: ['necklace'], colours: ['gold'] })],
  ['silver corolla', q({ ...cars, brands: ['Toyota'], models: ['Corolla'], colours: ['silver'] })],
  ['dress in red', q({ ...women, keywords: ['dress'], colours: ['red'] })],
  ['gray couch', q({ ...furniture, keywords: ['couch'], colours: ['grey'] })],
  ['black or white sneakers', q({ ...shoes, keywords: ['sneakers'], colours: ['black', 'white'] })],
  ['black tea', q({ category: 'food-groceries', subcategory: 'Drinks', keywords: ['black', 'tea'] })],
  ['orange juice', q({ category: 'food-groceries', subcategory: 'Drinks', keywords: ['orange', 'juice'] })],
  ['pink sneakers size 5', q({ ...shoes, keywords: ['sneakers'], colours: ['pink'], sizes: ['5'] })],
];

const SIZES: Row[] = [
  ['sneakers size 9', q({ ...shoes, keywords: ['sneakers'], sizes: ['9'] })],
  ['uk 8 heels', q({ ...shoes, keywords: ['heels'], sizes: ['UK 8'] })],
  ['dress size xl', q({ ...women, keywords: ['dress'], sizes: ['XL'] })],
  ['large t-shirt', q({ ...fashion, keywords: ['t-shirt'], sizes: ['L'] })],
  ['hoodie xxl', q({ ...fashion, keywords: ['hoodie'], sizes: ['XXL'] })],
  ['jeans 32 waist', q({ ...fashion, keywords: ['jeans'], sizes: ['32'] })],
  ['eu 42 boots', q({ ...shoes, keywords: ['boots'], sizes: ['EU 42'] })],
  ['takkies size 9 or 10', q({ ...shoes, keywords: ['sneakers'], sizes: ['9', '10'] })],
  ['large fridge', q({ ...kitchen, keywords: ['large', 'fridge'] })],
];

const VEHICLE_NUMBERS: Row[] = [
  [
    'toyota corolla 2015-2018 under 100 000 km in manzini',
    q({ ...cars, brands: ['Toyota'], models: ['Corolla'], yearMin: 2015, yearMax: 2018, mileageMaxKm: 100000, city: 'Manzini', country: 'SZ' }),
  ],
  ['hilux 2019', q({ ...bakkies, brands: ['Toyota'], models: ['Hilux'], yearMin: 2019, yearMax: 2019 })],
  ['bakkie 2015 or newer', q({ ...bakkies, yearMin: 2015 })],
  ['car after 2015', q({ ...cars, yearMin: 2016 })],
  ['ranger newer than 2012', q({ ...bakkies, brands: ['Ford'], models: ['Ranger'], yearMin: 2013 })],
  ['vw polo 2010-2014', q({ ...cars, brands: ['Volkswagen'], models: ['Polo'], yearMin: 2010, yearMax: 2014 })],
  ['toyota 2015-18', q({ ...cars, brands: ['Toyota'], yearMin: 2015, yearMax: 2018 })],
  ['corolla less than 80k km', q({ ...cars, brands: ['Toyota'], models: ['Corolla'], mileageMaxKm: 80000 })],
  ['low mileage fortuner', q({ ...cars, brands: ['Toyota'], models: ['Fortuner'], mileageMaxKm: 100000 })],
  ['car before 2010', q({ ...cars, yearMax: 2009 })],
  ['cars from 2016', q({ ...cars, yearMin: 2016 })],
  ['golf 7 2017 model', q({ ...cars, brands: ['Volkswagen'], models: ['Golf 7'], yearMin: 2017, yearMax: 2017 })],
  ['bakkie 2012 to 2016 under 200k', q({ ...bakkies, yearMin: 2012, yearMax: 2016, priceMax: 200000 })],
  ['hilux mileage under 150k', q({ ...bakkies, brands: ['Toyota'], models: ['Hilux'], mileageMaxKm: 150000 })],
  ['phone 2019', q({ ...phones, priceMax: 2019 })],
  ['laptop 2020 model', q({ ...laptops, yearMin: 2020, yearMax: 2020 })],
];

const PLACES: Row[] = [
  ['cars in mbabane', q({ ...cars, city: 'Mbabane', country: 'SZ' })],
  ['fridge in manzini', q({ ...kitchen, keywords: ['fridge'], city: 'Manzini', country: 'SZ' })],
  ['phones matsapha', q({ ...phones, city: 'Matsapha', country: 'SZ' })],
  ['sofa in piggs peak', q({ ...furniture, keywords: ['sofa'], city: 'Piggs Peak', country: 'SZ' })],
  ["bed in pigg's peak", q({ ...furniture, keywords: ['bed'], city: 'Piggs Peak', country: 'SZ' })],
  ['laptop siteki', q({ ...laptops, city: 'Siteki', country: 'SZ' })],
  ['bakkie big bend', q({ ...bakkies, city: 'Big Bend', country: 'SZ' })],
  ['tv nhlangano', q({ ...tv, keywords: ['tv'], city: 'Nhlangano', country: 'SZ' })],
  ['phones emanzini', q({ ...phones, city: 'Manzini', country: 'SZ' })],
  ['phones in jozi', q({ ...phones, city: 'Johannesburg', country: 'ZA' })],
  ['car in joburg', q({ ...cars, city: 'Johannesburg', country: 'ZA' })],
  ['tv in pretoria', q({ ...tv, keywords: ['tv'], city: 'Pretoria', country: 'ZA' })],
  ['sofa durban', q({ ...furniture, keywords: ['sofa'], city: 'Durban', country: 'ZA' })],
  ['bed in cape town', q({ ...furniture, keywords: ['bed'], city: 'Cape Town', country: 'ZA' })],
  ['fridge nelspruit', q({ ...kitchen, keywords: ['fridge'], city: 'Mbombela', country: 'ZA' })],
  ['phone port elizabeth', q({ ...phones, city: 'Gqeberha', country: 'ZA' })],
  ['laptop bloemfontein', q({ ...laptops, city: 'Bloemfontein', country: 'ZA' })],
  ['used cars nairobi', q({ ...cars, condition: 'used', city: 'Nairobi', country: 'KE' })],
  ['sofa mombasa', q({ ...furniture, keywords: ['sofa'], city: 'Mombasa', country: 'KE' })],
  ['phone in kisumu', q({ ...phones, city: 'Kisumu', country: 'KE' })],
  ['cars in kenya', q({ ...cars, country: 'KE' })],
  ['phones in south africa', q({ ...phones, country: 'ZA' })],
  ['laptop in swaziland', q({ ...laptops, country: 'SZ' })],
  ['bakkie mzansi', q({ ...bakkies, country: 'ZA' })],
  ['phone near me', q({ ...phones, nearMe: true })],
  ['sofa nearby', q({ ...furniture, keywords: ['sofa'], nearMe: true })],
  ['bakkie around here', q({ ...bakkies, nearMe: true })],
  ['durban masala', q({ category: 'food-groceries', subcategory: 'Pantry', keywords: ['durban', 'spices'] })],
  ['kenya coffee', q({ category: 'food-groceries', subcategory: 'Drinks', keywords: ['kenya', 'coffee'] })],
];

const SORTS: Row[] = [
  ['cheapest laptop', q({ ...laptops, sort: 'price-low' })],
  ['lowest price fridge', q({ ...kitchen, keywords: ['fridge'], sort: 'price-low' })],
  ['most expensive phone', q({ ...phones, sort: 'price-high' })],
  ['priciest car', q({ ...cars, sort: 'price-high' })],
  ['newest sneakers size 9', q({ ...shoes, keywords: ['sneakers'], sizes: ['9'], sort: 'newest' })],
  ['latest iphone', q({ ...phones, brands: ['Apple'], sort: 'newest' })],
  ['just listed bakkies', q({ ...bakkies, sort: 'newest' })],
  ['popular dresses', q({ ...women, keywords: ['dress'], sort: 'popular' })],
  ['trending sneakers', q({ ...shoes, keywords: ['sneakers'], sort: 'popular' })],
  ['best selling phones', q({ ...phones, sort: 'popular' })],
  ['most liked couches', q({ ...furniture, keywords: ['couch'], sort: 'popular' })],
];

const EXAMPLES: Row[] = [
  ['cheap phone under E2000 with a good camera', q({ ...phones, keywords: ['camera'], priceMax: 2000, ...SZL, ...cheap })],
  ['bakkie under R150k', q({ ...bakkies, priceMax: 150000, ...ZAR })],
  ['imoto', q({ ...cars })],
  ['sofa between 3k and 5k', q({ ...furniture, keywords: ['sofa'], priceMin: 3000, priceMax: 5000 })],
  ['im looking for a used toyota hilux in matsapha under 250k', q({ ...bakkies, brands: ['Toyota'], models: ['Hilux'], condition: 'used', city: 'Matsapha', country: 'SZ', priceMax: 250000 })],
  ['ngifuna imoto yakwa toyota eManzini', q({ ...cars, brands: ['Toyota'], city: 'Manzini', country: 'SZ' })],
  ['nataka simu ya tecno bei rahisi', q({ ...phones, brands: ['Tecno'], ...cheap })],
  ['any1 selling a bakkie 4x4 diesel', q({ ...bakkies, keywords: ['4x4', 'diesel'] })],
];

const TABLE: [string, Row[]][] = [
  ['prices', PRICES],
  ['numbers that are not prices', NOT_PRICES],
  ['budget words', BUDGETS],
  ['categories and local words', CATEGORIES],
  ['condition', CONDITIONS],
  ['brands and models', BRANDS],
  ['colours', COLOURS],
  ['sizes', SIZES],
  ['vehicle years and mileage', VEHICLE_NUMBERS],
  ['places', PLACES],
  ['sort', SORTS],
  ['whole messages', EXAMPLES],
];

describe.each(TABLE)('parseQuery: %s', (_name, rows) => {
  it.each(rows)('%s', (text, expected) => {
    const turn = parseQuery(text);
    expect(turn.query).toEqual(expected);
    expect(turn.kind).toBe('new');
    expect(turn.needsClarification).toBe(false);
    expect(turn.clarifyingSuggestions).toEqual([]);
  });
});

describe('parseQuery: too vague to search', () => {
  it.each(['hi', 'hello', 'Hi!', 'help', 'help me', 'show me something', 'i want to buy', 'something nice', 'howzit', 'sawubona', 'jambo', 'what do you have', 'anything', 'more like the second one', ''])(
    '%s',
    (text) => {
      const turn = parseQuery(text);
      expect(turn.needsClarification).toBe(true);
      expect(turn.clarifyingSuggestions).toEqual(['Phones under E2,000', 'Used cars in Manzini', 'Sneakers size 9', 'Sofas under E5,000']);
    },
  );

  it("offers examples in the buyer's money and town", () => {
    expect(parseQuery('hello', { defaultCurrency: 'ZAR' }).clarifyingSuggestions).toEqual(['Phones under R2,000', 'Used cars in Johannesburg', 'Sneakers size 9', 'Sofas under R5,000']);
    expect(parseQuery('habari', { defaultCurrency: 'KES' }).clarifyingSuggestions).toEqual(['Phones under KSh 15,000', 'Used cars in Nairobi', 'Sneakers size 9', 'Sofas under KSh 35,000']);
    expect(parseQuery('something nice in mbabane').clarifyingSuggestions).toContain('Used cars in Mbabane');
  });
});

const count = TABLE.reduce((n, [, rows]) => n + rows.length, 0);
it(`has a table of at least 150 phrasings (${count})`, () => {
  expect(count).toBeGreaterThanOrEqual(150);
});

type FollowUp = [previous: string, message: string, expected: Omit<ParsedTurn, 'needsClarification' | 'clarifyingSuggestions'>];

const PHONE = 'cheap phone under E2000 with a good camera';
const phoneQuery = q({ ...phones, keywords: ['camera'], priceMax: 2000, ...SZL, ...cheap });
const CAR = 'toyota corolla 2015-2018 under 100 000 km in manzini';
const carQuery = q({ ...cars, brands: ['Toyota'], models: ['Corolla'], yearMin: 2015, yearMax: 2018, mileageMaxKm: 100000, city: 'Manzini', country: 'SZ' });
const DRESS = 'red dress for a wedding';
const dressQuery = q({ ...women, keywords: ['dress', 'wedding'], colours: ['red'] });
const SOFA = 'sofa between 3k and 5k';
const sofaQuery = q({ ...furniture, keywords: ['sofa'], priceMin: 3000, priceMax: 5000 });

const FOLLOW_UPS: FollowUp[] = [
  [PHONE, 'cheaper', { kind: 'refine', cheaper: true, query: phoneQuery }],
  [PHONE, 'something cheaper', { kind: 'refine', cheaper: true, query: phoneQuery }],
  [PHONE, 'less expensive', { kind: 'refine', cheaper: true, query: phoneQuery }],
  [PHONE, 'any cheaper ones in blue', { kind: 'refine', cheaper: true, query: { ...phoneQuery, colours: ['blue'] } }],
  [PHONE, 'in red', { kind: 'refine', query: { ...phoneQuery, colours: ['red'] } }],
  [PHONE, 'red ones', { kind: 'refine', query: { ...phoneQuery, colours: ['red'] } }],
  [PHONE, 'only new ones', { kind: 'refine', query: { ...phoneQuery, condition: 'new' } }],
  [PHONE, 'used only', { kind: 'refine', query: { ...phoneQuery, condition: 'used' } }],
  [PHONE, 'samsung only', { kind: 'refine', query: { ...phoneQuery, brands: ['Samsung'] } }],
  [PHONE, 'what about samsung', { kind: 'refine', query: { ...phoneQuery, brands: ['Samsung'] } }],
  [PHONE, 'wat about sumsung', { kind: 'refine', query: { ...phoneQuery, brands: ['Samsung'] } }],
  [PHONE, 'under 1000 instead', { kind: 'refine', query: { ...phoneQuery, priceMax: 1000 } }],
  [PHONE, 'between 1k and 1500', { kind: 'refine', query: { ...phoneQuery, priceMin: 1000, priceMax: 1500 } }],
  [PHONE, 'near me', { kind: 'refine', query: { ...phoneQuery, nearMe: true } }],
  [PHONE, 'in manzini', { kind: 'refine', query: { ...phoneQuery, city: 'Manzini', country: 'SZ' } }],
  [PHONE, 'newest first', { kind: 'refine', query: { ...phoneQuery, sort: 'newest' } }],
  [PHONE, 'with a big battery', { kind: 'refine', query: { ...phoneQuery, keywords: ['camera', 'big', 'battery'] } }],
  [PHONE, 'more like the second one', { kind: 'refine', moreLikeIndex: 2, query: phoneQuery }],
  [PHONE, 'similar to the 3rd', { kind: 'refine', moreLikeIndex: 3, query: phoneQuery }],
  [PHONE, 'like number 2', { kind: 'refine', moreLikeIndex: 2, query: phoneQuery }],
  [PHONE, 'show me more like #4', { kind: 'refine', moreLikeIndex: 4, query: phoneQuery }],
  [PHONE, 'something like the first one but cheaper', { kind: 'refine', cheaper: true, moreLikeIndex: 1, query: phoneQuery }],
  [PHONE, 'show me cars instead', { kind: 'new', query: q({ ...cars }) }],
  [PHONE, 'what about laptops', { kind: 'new', query: q({ ...laptops }) }],
  [PHONE, 'toyota', { kind: 'new', query: q({ ...cars, brands: ['Toyota'] }) }],
  [PHONE, 'honey', { kind: 'new', query: q({ category: 'food-groceries', subcategory: 'Pantry', keywords: ['honey'] }) }],
  [PHONE, 'samsung tv', { kind: 'new', query: q({ ...tv, keywords: ['tv'], brands: ['Samsung'] }) }],
  [CAR, 'what about a honda', { kind: 'refine', query: { ...carQuery, brands: ['Honda'], models: [] } }],
  [CAR, 'newer than 2016', { kind: 'refine', query: { ...carQuery, yearMin: 2017, yearMax: undefined } }],
  [CAR, 'in mbabane', { kind: 'refine', query: { ...carQuery, city: 'Mbabane' } }],
  [CAR, 'near me', { kind: 'refine', query: { ...carQuery, city: undefined, nearMe: true } }],
  [CAR, 'in south africa', { kind: 'refine', query: { ...carQuery, city: undefined, country: 'ZA' } }],
  [CAR, 'automatic only', { kind: 'refine', query: { ...carQuery, keywords: ['automatic'] } }],
  [CAR, 'diesel', { kind: 'refine', query: { ...carQuery, keywords: ['diesel'] } }],
  [CAR, 'hilux instead', { kind: 'new', query: q({ ...bakkies, brands: ['Toyota'], models: ['Hilux'] }) }],
  [CAR, 'cheaper', { kind: 'refine', cheaper: true, query: carQuery }],
  [DRESS, 'in blue', { kind: 'refine', query: { ...dressQuery, colours: ['blue'] } }],
  [DRESS, 'size 12', { kind: 'refine', query: { ...dressQuery, sizes: ['12'] } }],
  [DRESS, 'under R500', { kind: 'refine', query: { ...dressQuery, priceMax: 500, ...ZAR } }],
  [DRESS, 'what about shoes', { kind: 'new', query: q({ ...shoes }) }],
  [DRESS, 'show me skirts', { kind: 'new', query: q({ ...women, keywords: ['skirt'] }) }],
  [SOFA, 'in grey', { kind: 'refine', query: { ...sofaQuery, colours: ['grey'] } }],
  [SOFA, 'leather', { kind: 'refine', query: { ...sofaQuery, keywords: ['sofa', 'leather'] } }],
  [SOFA, 'cheapest first', { kind: 'refine', query: { ...sofaQuery, sort: 'price-low' } }],
  [SOFA, 'fridge', { kind: 'new', query: q({ ...kitchen, keywords: ['fridge'] }) }],
];

describe('parseQuery: follow-ups', () => {
  it.each(FOLLOW_UPS)('after "%s": %s', (previousText, message, expected) => {
    const previous = parseQuery(previousText).query;
    const turn = parseQuery(message, { previous });
    expect(turn).toEqual({ ...expected, query: withoutUndefined(expected.query), needsClarification: false, clarifyingSuggestions: [] });
  });

  it('asks again when a follow-up says nothing', () => {
    const turn = parseQuery('thanks', { previous: phoneQuery });
    expect(turn.kind).toBe('new');
    expect(turn.needsClarification).toBe(true);
  });

  it('reads everything as new without a previous search', () => {
    expect(parseQuery('in red').kind).toBe('new');
    expect(parseQuery('something cheaper')).toMatchObject({ kind: 'new', query: { budget: 'cheap', sort: 'price-low' }, needsClarification: true });
    expect(parseQuery('cheaper phones').query).toEqual(q({ ...phones, ...cheap }));
  });
});
