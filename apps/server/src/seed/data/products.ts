/**
 * What the demo shops sell: listings per category, with prices in Emalangeni/Rand (pegged 1:1;
 * Kenyan shops convert, or use `kes` when the local price differs). `only` limits an item to
 * the countries where it is sold; `about` is the listing's own description, to which the
 * generator adds condition and delivery sentences.
 */
export type CountryCode = 'SZ' | 'ZA' | 'KE';
type Attr = Record<string, string | number | boolean>;

export type ItemTemplate = {
  title: string;
  sub: string;
  brand?: string;
  /** SZL/ZAR; 0 = "Contact for price". */
  price: number;
  /** Price in Kenya when it is not simply converted. */
  kes?: number;
  condition?: 'new' | 'used' | 'refurbished';
  tags: string[];
  about: string;
  attrs?: Attr;
  only?: CountryCode[];
};

export type VehicleTemplate = {
  make: string;
  model: string;
  variant: string;
  year: number;
  mileage: number;
  transmission: 'Manual' | 'Automatic';
  fuel: 'Petrol' | 'Diesel' | 'Hybrid';
  colour: string;
  sub: 'Cars' | 'Bakkies & Trucks' | 'Motorbikes';
  price: number;
  kes?: number;
  condition?: 'new' | 'used';
  about: string;
  /** The body when the subcategory does not say it (a 14-seater is listed with the trucks). */
  body?: string;
  only: CountryCode[];
};

export const VEHICLES: VehicleTemplate[] = [
  { make: 'Toyota', model: 'Hilux', variant: '2.8 GD-6 Raider Double Cab 4x4', year: 2019, mileage: 86_000, transmission: 'Manual', fuel: 'Diesel', colour: 'Glacier White', sub: 'Bakkies & Trucks', price: 349_900, about: 'One owner, full Toyota service history and a tow bar fitted. Tough enough for farm roads around Lobamba and comfortable on the MR3.', only: ['SZ', 'ZA'] },
  { make: 'Volkswagen', model: 'Polo Vivo', variant: '1.4 Trendline', year: 2017, mileage: 112_000, transmission: 'Manual', fuel: 'Petrol', colour: 'Reflex Silver', sub: 'Cars', price: 139_900, about: 'Economical first car with aircon, radio/USB and two keys. New tyres fitted last month.', only: ['SZ', 'ZA'] },
  { make: 'Toyota', model: 'Corolla Quest', variant: '1.8 Prestige', year: 2020, mileage: 64_000, transmission: 'Automatic', fuel: 'Petrol', colour: 'Graphite Grey', sub: 'Cars', price: 229_900, about: 'Spacious sedan with leather seats, reverse camera and cruise control. Balance of the service plan transfers to the new owner.', only: ['SZ', 'ZA'] },
  { make: 'Nissan', model: 'NP200', variant: '1.6 8V Safety Pack', year: 2018, mileage: 98_000, transmission: 'Manual', fuel: 'Petrol', colour: 'White', sub: 'Bakkies & Trucks', price: 99_900, about: 'Reliable half-ton workhorse with a rubberised load bin and canopy. Ideal for small businesses and deliveries.', only: ['SZ', 'ZA'] },
  // Bakkies a working budget reaches (the "bakkie under R150k").
  { make: 'Mahindra', model: 'Pik Up', variant: '2.2 mHawk S6 Single Cab', year: 2019, mileage: 121_000, transmission: 'Manual', fuel: 'Diesel', colour: 'Diamond White', sub: 'Bakkies & Trucks', price: 149_500, about: 'Hard-working diesel with a 1-ton payload, a rubberised bin and a fresh service. Spare keys and the service book are here.', only: ['SZ', 'ZA'] },
  { make: 'Toyota', model: 'Hilux', variant: '2.0 VVTi Single Cab', year: 2012, mileage: 212_000, transmission: 'Manual', fuel: 'Petrol', colour: 'White', sub: 'Bakkies & Trucks', price: 139_900, about: 'Honest farm bakkie with a steel load bin liner and a tow hitch. Starts first time every morning; new battery fitted.', only: ['SZ', 'ZA'] },
  { make: 'Isuzu', model: 'KB', variant: '250 D-Teq Fleetside', year: 2013, mileage: 187_000, transmission: 'Manual', fuel: 'Diesel', colour: 'Arctic White', sub: 'Bakkies & Trucks', price: 124_900, about: 'Ex-fleet workhorse, always serviced on time. Good tyres all round and a canopy included.', only: ['SZ', 'ZA'] },
  { make: 'Ford', model: 'Ranger', variant: '2.2 TDCi XLS Single Cab', year: 2016, mileage: 143_000, transmission: 'Manual', fuel: 'Diesel', colour: 'Frozen White', sub: 'Bakkies & Trucks', price: 219_900, about: 'Strong, honest bakkie with a long-range tank and a new clutch. Roadworthy certificate included.', only: ['SZ', 'ZA'] },
  { make: 'Toyota', model: 'Fortuner', variant: '2.4 GD-6 4x2 Auto', year: 2021, mileage: 48_000, transmission: 'Automatic', fuel: 'Diesel', colour: 'Attitude Black', sub: 'Cars', price: 499_900, about: 'Seven-seater family SUV, still under motor plan, with touchscreen, Apple CarPlay and third-row seats. Immaculate inside and out.', only: ['SZ', 'ZA'] },
  { make: 'Isuzu', model: 'KB', variant: '250 D-Teq LE Double Cab', year: 2015, mileage: 168_000, transmission: 'Manual', fuel: 'Diesel', colour: 'Titanium Silver', sub: 'Bakkies & Trucks', price: 189_900, about: 'Legendary Isuzu reliability with a nudge bar, spotlights and a fitted canopy. Recent cambelt and water pump service.', only: ['SZ', 'ZA'] },
  { make: 'Suzuki', model: 'Swift', variant: '1.2 GL', year: 2019, mileage: 57_000, transmission: 'Manual', fuel: 'Petrol', colour: 'Burning Red', sub: 'Cars', price: 149_900, about: 'Zippy, fuel-sipping hatch that does about 5 litres per 100 km. Perfect for town driving in Manzini.', only: ['SZ', 'ZA'] },
  { make: 'Hyundai', model: 'Grand i10', variant: '1.25 Fluid', year: 2018, mileage: 79_000, transmission: 'Manual', fuel: 'Petrol', colour: 'Aqua Blue', sub: 'Cars', price: 119_900, about: 'Neat city car with Bluetooth, electric windows and a full-size spare. Owned by a teacher, never missed a service.', only: ['SZ', 'ZA'] },
  { make: 'Toyota', model: 'Quantum', variant: '2.5 D-4D 14-Seater', body: 'Minibus', year: 2014, mileage: 286_000, transmission: 'Manual', fuel: 'Diesel', colour: 'White', sub: 'Bakkies & Trucks', price: 279_900, about: 'Taxi-spec 14-seater with recently reconditioned engine. Permit not included; papers in order.', only: ['SZ', 'ZA'] },
  { make: 'Mercedes-Benz', model: 'C200', variant: 'Avantgarde Auto', year: 2017, mileage: 92_000, transmission: 'Automatic', fuel: 'Petrol', colour: 'Obsidian Black', sub: 'Cars', price: 329_900, about: 'Executive sedan with panoramic roof, ambient lighting and full Mercedes-Benz service history.', only: ['SZ', 'ZA'] },
  { make: 'BMW', model: '320i', variant: 'M Sport Auto', year: 2016, mileage: 118_000, transmission: 'Automatic', fuel: 'Petrol', colour: 'Estoril Blue', sub: 'Cars', price: 259_900, about: 'M Sport package with 18-inch rims, sports seats and navigation. Drives beautifully.', only: ['SZ', 'ZA'] },
  { make: 'Renault', model: 'Kwid', variant: '1.0 Dynamique', year: 2020, mileage: 41_000, transmission: 'Manual', fuel: 'Petrol', colour: 'Zanskar Blue', sub: 'Cars', price: 99_900, about: 'Affordable, high-riding hatch with touchscreen and reverse sensors. Low mileage, one careful owner.', only: ['SZ', 'ZA'] },
  { make: 'Toyota', model: 'Land Cruiser 79', variant: '4.2D Single Cab', year: 2013, mileage: 231_000, transmission: 'Manual', fuel: 'Diesel', colour: 'Beige', sub: 'Bakkies & Trucks', price: 0, about: 'The indestructible bush workhorse: diff locks, snorkel, dual battery system and long-range tank. Serious buyers only; viewing in Mbabane.', only: ['SZ', 'ZA'] },
  { make: 'Volkswagen', model: 'Golf 7', variant: 'GTI DSG', year: 2018, mileage: 74_000, transmission: 'Automatic', fuel: 'Petrol', colour: 'Tornado Red', sub: 'Cars', price: 379_900, about: 'Hot hatch in standard trim, never tracked. Dynamic chassis control, tartan seats and a crisp DSG gearbox.', only: ['SZ', 'ZA'] },
  { make: 'Mahindra', model: 'Pik Up', variant: '2.2 mHawk S6 Double Cab', year: 2019, mileage: 89_000, transmission: 'Manual', fuel: 'Diesel', colour: 'Diamond White', sub: 'Bakkies & Trucks', price: 229_900, about: 'Rugged double cab with plenty of torque, tow bar and rubberised bin. Great value for money.', only: ['SZ', 'ZA'] },
  { make: 'Toyota', model: 'Axio', variant: '1.5 G', year: 2016, mileage: 71_000, transmission: 'Automatic', fuel: 'Petrol', colour: 'Pearl White', sub: 'Cars', price: 0, kes: 1_650_000, about: 'Freshly imported, KDM-ready with low mileage and a clean interior. Economical and easy to maintain anywhere in Kenya.', only: ['KE'] },
  { make: 'Toyota', model: 'Fielder', variant: 'Hybrid G', year: 2015, mileage: 88_000, transmission: 'Automatic', fuel: 'Hybrid', colour: 'Silver', sub: 'Cars', price: 0, kes: 1_450_000, about: 'Spacious station wagon that returns about 20 km per litre in Nairobi traffic. Hybrid battery tested and healthy.', only: ['KE'] },
  { make: 'Mazda', model: 'Demio', variant: '1.3 Skyactiv', year: 2017, mileage: 62_000, transmission: 'Automatic', fuel: 'Petrol', colour: 'Soul Red', sub: 'Cars', price: 0, kes: 980_000, about: 'Stylish compact with push-start and reverse camera. Very low fuel consumption and cheap insurance.', only: ['KE'] },
  { make: 'Subaru', model: 'Forester', variant: '2.0XT Turbo', year: 2014, mileage: 104_000, transmission: 'Automatic', fuel: 'Petrol', colour: 'Dark Grey', sub: 'Cars', price: 0, kes: 1_850_000, about: 'Symmetrical all-wheel drive and turbo power for the upcountry roads. Well maintained, full service records.', only: ['KE'] },
  { make: 'Nissan', model: 'Note', variant: 'e-Power', year: 2016, mileage: 79_000, transmission: 'Automatic', fuel: 'Hybrid', colour: 'Blue', sub: 'Cars', price: 0, kes: 1_050_000, about: 'Electric drive with a petrol generator: smooth, quiet and thrifty. Ideal for Uber and Bolt drivers.', only: ['KE'] },
  { make: 'Toyota', model: 'Land Cruiser Prado', variant: 'TX 2.7', year: 2012, mileage: 142_000, transmission: 'Automatic', fuel: 'Petrol', colour: 'Black', sub: 'Cars', price: 0, kes: 4_200_000, about: 'Seven seats, sunroof and leather, serviced at Toyota Kenya. Safari-ready and very clean.', only: ['KE'] },
  { make: 'Honda', model: 'Fit', variant: 'Hybrid', year: 2018, mileage: 54_000, transmission: 'Automatic', fuel: 'Hybrid', colour: 'Lime Green', sub: 'Cars', price: 0, kes: 1_300_000, about: 'Magic seats fold flat for big loads. Economical hybrid with a fresh service and new tyres.', only: ['KE'] },
  { make: 'Bajaj', model: 'Boxer', variant: 'BM150', year: 2024, mileage: 0, transmission: 'Manual', fuel: 'Petrol', colour: 'Red', sub: 'Motorbikes', price: 0, kes: 138_000, condition: 'new', about: 'Brand new boda boda favourite with a strong carrier and low running costs. Logbook and helmet included.', only: ['KE'] },
  { make: 'TVS', model: 'HLX', variant: '125 5-Gear', year: 2024, mileage: 0, transmission: 'Manual', fuel: 'Petrol', colour: 'Black', sub: 'Motorbikes', price: 0, kes: 125_000, condition: 'new', about: 'Five-speed gearbox and heavy-duty suspension built for rough roads. Financing available with a deposit.', only: ['KE'] },
  { make: 'Honda', model: 'CB125F', variant: 'Standard', year: 2022, mileage: 8_500, transmission: 'Manual', fuel: 'Petrol', colour: 'Blue', sub: 'Motorbikes', price: 0, kes: 165_000, about: 'Lightly used commuter bike, serviced at 6,000 km. Comes with a top box and two helmets.', only: ['KE'] },
];

export const ITEMS: Record<string, ItemTemplate[]> = {
  vehicles: [
    { title: 'Set of 4 Bridgestone Dueler 265/65R17 Tyres', sub: 'Parts & Accessories', brand: 'Bridgestone', price: 9_600, tags: ['tyres', 'bakkie', '4x4'], about: 'All-terrain tyres for Hilux, Fortuner and Ranger. Fitting and balancing free at our workshop.' },
    { title: 'Tow Bar with Electrics – Toyota Hilux', sub: 'Parts & Accessories', brand: 'Toyota', price: 3_450, tags: ['tow bar', 'hilux', 'towing'], about: 'SABS-approved tow bar with wiring kit; fitted while you wait.' },
  ],
  electronics: [
    { title: 'Samsung Galaxy A15 128GB', sub: 'Phones & Tablets', brand: 'Samsung', price: 3_299, kes: 21_999, tags: ['smartphone', 'android', 'dual sim'], about: 'Big 6.5-inch Super AMOLED screen, 50 MP camera and a battery that lasts two days.', attrs: { storage: '128 GB', colour: 'Blue Black' } },
    { title: 'Samsung Galaxy A55 5G 256GB', sub: 'Phones & Tablets', brand: 'Samsung', price: 8_999, kes: 59_999, tags: ['smartphone', '5g', 'android'], about: 'Premium glass and metal design, IP67 water resistance and an excellent night camera.', attrs: { storage: '256 GB', colour: 'Awesome Iceblue' } },
    { title: 'iPhone 13 128GB – Midnight', sub: 'Phones & Tablets', brand: 'Apple', price: 8_499, condition: 'refurbished', tags: ['iphone', 'apple', 'refurbished'], about: 'Certified refurbished with 89% battery health, no scratches on the screen. Includes a 6-month warranty and a new cable.', attrs: { storage: '128 GB', colour: 'Midnight', batteryHealth: '89%' } },
    { title: 'iPhone 15 Pro 256GB – Natural Titanium', sub: 'Phones & Tablets', brand: 'Apple', price: 24_999, kes: 169_999, tags: ['iphone', 'apple', 'titanium'], about: 'Titanium design, A17 Pro chip and a 5x telephoto camera. Sealed in box with full Apple warranty.', attrs: { storage: '256 GB', colour: 'Natural Titanium' } },
    { title: 'Xiaomi Redmi Note 13 256GB', sub: 'Phones & Tablets', brand: 'Xiaomi', price: 4_999, kes: 32_999, tags: ['smartphone', 'android', 'xiaomi'], about: '120 Hz AMOLED display and a 108 MP main camera at a very friendly price.', attrs: { storage: '256 GB', colour: 'Midnight Black' } },
    { title: 'Tecno Spark 20 Pro 256GB', sub: 'Phones & Tablets', brand: 'Tecno', price: 3_199, kes: 22_500, tags: ['smartphone', 'tecno', 'budget'], about: 'Stylish phone with 8 GB RAM, 33 W fast charging and a loud stereo speaker.', attrs: { storage: '256 GB', colour: 'Sunset Blush' } },
    { title: 'Samsung Galaxy A05 64GB', sub: 'Phones & Tablets', brand: 'Samsung', price: 1_799, kes: 12_499, tags: ['smartphone', 'android', 'budget'], about: 'A 50 MP main camera that takes sharp daylight photos, a big 6.7-inch screen and a 5,000 mAh battery.', attrs: { storage: '64 GB', colour: 'Black' } },
    { title: 'Tecno Spark Go 2024 64GB', sub: 'Phones & Tablets', brand: 'Tecno', price: 1_399, kes: 9_999, tags: ['smartphone', 'tecno', 'budget'], about: 'Entry phone with a 13 MP dual camera and a front flash for selfies at night. Dual SIM, two-day battery.', attrs: { storage: '64 GB', colour: 'Mystery White' } },
    { title: 'Xiaomi Redmi A3 64GB', sub: 'Phones & Tablets', brand: 'Xiaomi', price: 1_599, kes: 10_999, tags: ['smartphone', 'android', 'budget'], about: 'Glass back, a 90 Hz screen and an 8 MP AI camera. A tidy first smartphone for school or work.', attrs: { storage: '64 GB', colour: 'Olive Green' } },
    { title: 'Infinix Smart 8 64GB', sub: 'Phones & Tablets', brand: 'Infinix', price: 1_499, kes: 10_500, tags: ['smartphone', 'infinix', 'budget'], about: 'A 13 MP camera with a ring flash, a 6.6-inch screen and fast face unlock at a small price.', attrs: { storage: '64 GB', colour: 'Timber Black' } },
    { title: 'Xiaomi Redmi 13C 128GB', sub: 'Phones & Tablets', brand: 'Xiaomi', price: 1_949, kes: 13_999, tags: ['smartphone', 'android', 'camera'], about: 'Triple camera with a 50 MP main lens that handles low light well, 128 GB for all your photos.', attrs: { storage: '128 GB', colour: 'Navy Blue' } },
    { title: 'Infinix Hot 40i 128GB', sub: 'Phones & Tablets', brand: 'Infinix', price: 2_299, kes: 15_500, tags: ['smartphone', 'infinix', 'budget'], about: 'A reliable everyday phone with a 5,000 mAh battery and dual SIM slots.', attrs: { storage: '128 GB', colour: 'Starlit Black' } },
    { title: 'Samsung Galaxy Tab A9+ 64GB Wi-Fi', sub: 'Phones & Tablets', brand: 'Samsung', price: 4_499, tags: ['tablet', 'android', 'samsung'], about: '11-inch screen and quad speakers, great for school work and streaming. Kids mode built in.', attrs: { storage: '64 GB', colour: 'Graphite' } },
    { title: 'Lenovo IdeaPad Slim 3 Ryzen 5 16GB/512GB', sub: 'Laptops & Computers', brand: 'Lenovo', price: 10_999, kes: 74_999, tags: ['laptop', 'lenovo', 'ryzen'], about: 'Thin, light and fast with a 15.6-inch full HD screen. Windows 11 activated and Office ready.', attrs: { ram: '16 GB', storage: '512 GB SSD' } },
    { title: 'HP 250 G9 Core i5 8GB/256GB', sub: 'Laptops & Computers', brand: 'HP', price: 9_499, tags: ['laptop', 'hp', 'intel'], about: 'Dependable business laptop with a numeric keypad and a 1-year HP warranty.', attrs: { ram: '8 GB', storage: '256 GB SSD' } },
    { title: 'MacBook Air M1 13" 8GB/256GB', sub: 'Laptops & Computers', brand: 'Apple', price: 11_999, condition: 'used', tags: ['macbook', 'apple', 'laptop'], about: 'Used for one year by a student, battery cycle count 142. Comes with the original charger and box.', attrs: { ram: '8 GB', storage: '256 GB SSD', colour: 'Space Grey' } },
    { title: 'Dell Latitude 5490 Core i7 – Refurbished', sub: 'Laptops & Computers', brand: 'Dell', price: 5_499, condition: 'refurbished', tags: ['laptop', 'dell', 'refurbished'], about: 'Ex-corporate laptop with a new battery and a fresh SSD. Excellent keyboard for long working days.', attrs: { ram: '16 GB', storage: '512 GB SSD' } },
    { title: 'Hisense 55" 4K UHD Smart TV', sub: 'TV & Audio', brand: 'Hisense', price: 7_999, kes: 52_999, tags: ['tv', 'smart tv', '4k'], about: 'VIDAA smart TV with Netflix, YouTube and Showmax apps built in. Wall bracket included.', attrs: { screen: '55 inch', resolution: '4K' } },
    { title: 'Samsung 43" Crystal UHD Smart TV', sub: 'TV & Audio', brand: 'Samsung', price: 6_499, tags: ['tv', 'samsung', 'smart tv'], about: 'Crisp colour and a slim design, with screen mirroring from your phone.', attrs: { screen: '43 inch', resolution: '4K' } },
    { title: 'JBL Flip 6 Bluetooth Speaker', sub: 'TV & Audio', brand: 'JBL', price: 2_299, kes: 15_999, tags: ['speaker', 'bluetooth', 'waterproof'], about: 'Punchy sound, IP67 waterproof and 12 hours of playtime. Perfect for braais and the beach.', attrs: { colour: 'Teal' } },
    { title: 'LG 2.1 Channel 300W Soundbar', sub: 'TV & Audio', brand: 'LG', price: 3_499, tags: ['soundbar', 'home theatre', 'lg'], about: 'Wireless subwoofer for deep bass on match days. Connects with HDMI ARC or Bluetooth.' },
    { title: 'PlayStation 5 Slim Disc Edition', sub: 'TV & Audio', brand: 'Sony', price: 11_999, kes: 79_999, tags: ['ps5', 'gaming', 'console'], about: 'Includes one DualSense controller and EA FC 25. Local warranty.' },
    { title: 'Sony WH-CH720N Noise-Cancelling Headphones', sub: 'Accessories', brand: 'Sony', price: 2_199, tags: ['headphones', 'noise cancelling', 'wireless'], about: 'Light, comfortable and up to 35 hours of battery. Ideal for taxi rides and the office.' },
    { title: 'Anker PowerCore 20000mAh Power Bank', sub: 'Accessories', brand: 'Anker', price: 799, kes: 5_499, tags: ['power bank', 'load shedding', 'charger'], about: 'Charges a phone four to five times over: a load-shedding essential.' },
    { title: 'Solar Home Kit – 50W Panel, Battery & 4 Lights', sub: 'Accessories', brand: 'SunKing', price: 2_899, kes: 18_500, tags: ['solar', 'off grid', 'lights'], about: 'Lights four rooms and charges phones from the sun. Easy to install yourself; we show you how.' },
    { title: 'Oraimo FreePods 4 Wireless Earbuds', sub: 'Accessories', brand: 'Oraimo', price: 699, kes: 4_200, tags: ['earbuds', 'wireless', 'bluetooth'], about: 'Active noise cancellation and 35 hours with the case. Sweat resistant for the gym.' },
    { title: 'TP-Link Deco M4 Mesh Wi-Fi (2-pack)', sub: 'Accessories', brand: 'TP-Link', price: 2_199, tags: ['wifi', 'router', 'mesh'], about: 'Whole-home Wi-Fi without dead spots, set up from an app in ten minutes.' },
    { title: 'Hikvision 4-Camera CCTV Kit 1080p', sub: 'Accessories', brand: 'Hikvision', price: 3_999, tags: ['cctv', 'security', 'cameras'], about: 'Night vision cameras, 1 TB recorder and phone viewing. Installation quoted separately.' },
    { title: 'Canon EOS 2000D with 18-55mm Lens', sub: 'Accessories', brand: 'Canon', price: 7_499, tags: ['camera', 'dslr', 'photography'], about: 'Great first DSLR for content creators: 24 MP, Wi-Fi transfer and a 32 GB card included.' },
  ],
  fashion: [
    { title: 'Shweshwe Wrap Dress – Indigo Print', sub: 'Women', brand: 'Sokoni Studio', price: 650, tags: ['shweshwe', 'dress', 'african print'], about: 'Hand-sewn from genuine Da Gama shweshwe cotton with a flattering wrap waist.', attrs: { size: 'M', colour: 'Indigo' }, only: ['SZ', 'ZA'] },
    { title: 'Ankara Print Maxi Dress', sub: 'Women', price: 780, kes: 4_800, tags: ['ankara', 'maxi dress', 'african print'], about: 'Bold wax print with side pockets and a tie belt. Made to order in sizes 8 to 22.', attrs: { size: 'L', colour: 'Orange & Teal' } },
    { title: 'Linen Wide-Leg Trousers', sub: 'Women', price: 520, tags: ['linen', 'trousers', 'summer'], about: 'Breathable linen blend with an elasticated waist; cool on the hottest Lowveld days.', attrs: { size: 'S', colour: 'Sand' } },
    { title: 'Chunky Knit Winter Cardigan', sub: 'Women', price: 450, tags: ['cardigan', 'knitwear', 'winter'], about: 'Soft oversized knit with wooden buttons, hand-finished by a Manzini knitting group.', attrs: { size: 'One size', colour: 'Oatmeal' } },
    { title: 'Kitenge Two-Piece Skirt Set', sub: 'Women', price: 890, kes: 5_500, tags: ['kitenge', 'two piece', 'african print'], about: 'Crop top and pencil skirt in vibrant kitenge, tailored in Nairobi.', attrs: { size: 'M', colour: 'Green & Gold' } },
    { title: 'Slim-Fit Chinos – Khaki', sub: 'Men', price: 499, tags: ['chinos', 'trousers', 'smart casual'], about: 'Stretch cotton chinos that work for the office and the weekend.', attrs: { size: '34', colour: 'Khaki' } },
    { title: 'Hand-Printed Madiba Shirt', sub: 'Men', price: 650, tags: ['madiba shirt', 'african print', 'silk'], about: 'Loose-fitting silk-blend shirt with a hand-printed pattern, a proud choice for weddings and functions.', attrs: { size: 'L', colour: 'Royal Blue' } },
    { title: 'Classic Denim Jacket', sub: 'Men', brand: "Levi's", price: 899, tags: ['denim', 'jacket', 'levis'], about: 'The trucker jacket that never goes out of style; gets better with every wash.', attrs: { size: 'M', colour: 'Mid Wash' } },
    { title: 'Emahiya Print Short-Sleeve Shirt', sub: 'Men', price: 420, tags: ['emahiya', 'swazi', 'shirt'], about: 'Traditional Swazi emahiya motifs on a modern cotton shirt; perfect for Umhlanga and cultural days.', attrs: { size: 'XL', colour: 'Red & White' }, only: ['SZ'] },
    { title: 'Merino Wool Crew-Neck Jumper', sub: 'Men', price: 950, tags: ['jumper', 'wool', 'winter'], about: 'Warm, fine-knit merino from Karoo wool that does not itch.', attrs: { size: 'L', colour: 'Charcoal' } },
    { title: 'Adidas Samba OG Sneakers', sub: 'Shoes', brand: 'Adidas', price: 2_199, kes: 14_500, tags: ['sneakers', 'adidas', 'samba'], about: 'Genuine leather upper with the classic gum sole. Original, with receipt.', attrs: { size: 'UK 8', colour: 'White/Black' } },
    { title: "Nike Air Force 1 '07", sub: 'Shoes', brand: 'Nike', price: 2_099, kes: 13_999, tags: ['sneakers', 'nike', 'air force'], about: 'The all-white icon. Boxed, brand new, sizes 5 to 11 in stock.', attrs: { size: 'UK 9', colour: 'Triple White' } },
    { title: 'Leather Chelsea Boots – Brown', sub: 'Shoes', price: 1_450, tags: ['boots', 'leather', 'chelsea'], about: 'Full-grain leather, hand-stitched welt and an elastic side for easy on and off.', attrs: { size: 'UK 10', colour: 'Tan' } },
    { title: 'Maasai Beaded Leather Sandals', sub: 'Shoes', price: 380, kes: 1_800, tags: ['sandals', 'beaded', 'maasai'], about: 'Handmade by Maasai artisans with colourful beadwork on soft leather straps.', attrs: { size: '39', colour: 'Multicolour' } },
    { title: 'Vans Old Skool Classic', sub: 'Shoes', brand: 'Vans', price: 1_299, tags: ['vans', 'skate', 'sneakers'], about: 'Durable canvas and suede with the famous side stripe.', attrs: { size: 'UK 7', colour: 'Black/White' } },
    { title: 'Beaded Zulu Statement Necklace', sub: 'Bags & Jewellery', price: 280, tags: ['beadwork', 'necklace', 'zulu'], about: 'Hand-threaded glass beads in traditional Zulu colours; every piece is one of a kind.', only: ['SZ', 'ZA'] },
    { title: 'Leather Crossbody Bag – Tan', sub: 'Bags & Jewellery', price: 890, tags: ['handbag', 'leather', 'crossbody'], about: 'Genuine leather with an adjustable strap and two zip pockets, made in Cape Town.', attrs: { colour: 'Tan' } },
    { title: 'Gold-Plated Hoop Earrings', sub: 'Bags & Jewellery', price: 240, tags: ['earrings', 'gold', 'jewellery'], about: 'Hypoallergenic 18k gold plating over stainless steel; they will not tarnish.' },
    { title: 'Kiondo Sisal Handbag with Leather Trim', sub: 'Bags & Jewellery', price: 550, kes: 3_200, tags: ['kiondo', 'sisal', 'handbag'], about: 'Woven by hand in Machakos from natural sisal, finished with leather handles.', only: ['KE'] },
    { title: 'Casio Vintage A168 Digital Watch', sub: 'Bags & Jewellery', brand: 'Casio', price: 799, tags: ['watch', 'casio', 'retro'], about: 'The retro stainless-steel classic with backlight, alarm and stopwatch.' },
    { title: 'Genuine Leather Bifold Wallet', sub: 'Bags & Jewellery', price: 350, tags: ['wallet', 'leather', 'men'], about: 'Slim wallet with RFID blocking, eight card slots and a note compartment.' },
  ],
  'home-garden': [
    { title: '3-Seater Fabric Couch – Charcoal', sub: 'Furniture', price: 6_999, tags: ['couch', 'sofa', 'lounge'], about: 'Deep seats with high-density foam and removable covers. Made locally to order in three to four weeks.', attrs: { colour: 'Charcoal', seats: 3 } },
    { title: 'Solid Pine Dining Table with 6 Chairs', sub: 'Furniture', price: 8_500, tags: ['dining table', 'pine', 'chairs'], about: 'Sturdy 1.8 m table in sealed pine that seats the whole family for Sunday lunch.', attrs: { material: 'Pine', seats: 6 } },
    { title: 'Kiaat Wood Coffee Table', sub: 'Furniture', price: 2_800, tags: ['coffee table', 'kiaat', 'hardwood'], about: 'Handcrafted from sustainably harvested kiaat with a warm, natural oil finish.', attrs: { material: 'Kiaat' } },
    { title: 'Queen Bed Base & Pocket-Spring Mattress', sub: 'Furniture', brand: 'Sealy', price: 5_999, tags: ['bed', 'mattress', 'queen'], about: 'Medium-firm comfort with a 5-year guarantee. Free delivery and setup in town.', attrs: { size: 'Queen' } },
    { title: '5-Tier Bookshelf – Oak Finish', sub: 'Furniture', price: 1_299, tags: ['bookshelf', 'storage', 'oak'], about: 'Tall, slim shelving that fits small rooms; assembles in 20 minutes.' },
    { title: 'Ergonomic Mesh Office Chair', sub: 'Furniture', price: 1_899, tags: ['office chair', 'ergonomic', 'work from home'], about: 'Lumbar support, adjustable arms and a breathable mesh back for long workdays.' },
    { title: '4-Seater Outdoor Patio Set', sub: 'Furniture', price: 4_499, tags: ['patio', 'outdoor', 'garden furniture'], about: 'Weatherproof rattan with cushions and a glass-top table; perfect for the stoep.' },
    { title: 'Defy 4-Plate Electric Stove with Oven', sub: 'Kitchen', brand: 'Defy', price: 5_299, tags: ['stove', 'oven', 'defy'], about: 'Solid-plate stove with a large 56-litre oven and a warmer drawer.' },
    { title: 'Russell Hobbs 1.7L Cordless Kettle', sub: 'Kitchen', brand: 'Russell Hobbs', price: 549, tags: ['kettle', 'russell hobbs', 'kitchen'], about: 'Fast boil with a concealed element and a water level window.' },
    { title: 'Cast Iron Potjie Pot No. 3', sub: 'Kitchen', price: 899, tags: ['potjie', 'cast iron', 'braai'], about: 'Three-legged pot for slow-cooked stews over the coals; pre-seasoned and ready to use.' },
    { title: 'Non-Stick Cookware Set (10 pieces)', sub: 'Kitchen', price: 1_499, tags: ['pots', 'pans', 'non-stick'], about: 'Granite-coated pots and pans that work on gas, electric and induction.' },
    { title: 'Kenwood 1.5L Glass Jug Blender', sub: 'Kitchen', brand: 'Kenwood', price: 899, tags: ['blender', 'smoothies', 'kenwood'], about: 'Crushes ice and blends smoothies in seconds, with a dishwasher-safe jug.' },
    { title: 'Mellerware 5L Digital Air Fryer', sub: 'Kitchen', brand: 'Mellerware', price: 1_199, tags: ['air fryer', 'healthy', 'kitchen'], about: 'Crispy chips with barely any oil; eight presets and a nonstick basket.' },
    { title: 'Hisense 205L Bottom-Freezer Fridge', sub: 'Kitchen', brand: 'Hisense', price: 4_799, tags: ['fridge', 'freezer', 'hisense'], about: 'Energy-efficient A+ rating with a reversible door and a salad crisper.' },
    { title: 'Hand-Painted Ceramic Vase', sub: 'Decor', price: 350, tags: ['vase', 'ceramic', 'handmade'], about: 'Thrown and painted by hand at a pottery in Malkerns; each one unique.' },
    { title: 'Mohair Throw Blanket', sub: 'Decor', price: 1_250, tags: ['throw', 'mohair', 'blanket'], about: 'Luxuriously soft Karoo mohair woven on traditional looms. Keeps you warm on winter nights.', attrs: { colour: 'Mustard' } },
    { title: 'Woven Wall Hanging – Earth Tones', sub: 'Decor', price: 480, tags: ['wall art', 'macrame', 'boho'], about: 'Macramé and natural wool wall piece, 60 cm wide, on a driftwood rod.' },
    { title: 'Blockout Curtains (Pair, 2.3m drop)', sub: 'Decor', price: 699, tags: ['curtains', 'blockout', 'bedroom'], about: 'Thermal blockout lining keeps rooms cool in summer and warm in winter.' },
    { title: 'Scatter Cushions – Set of 4', sub: 'Decor', price: 499, tags: ['cushions', 'lounge', 'decor'], about: 'Mix-and-match African print covers with feather-soft inners.' },
    { title: '1800W Electric Lawn Mower', sub: 'Garden & Tools', brand: 'Ryobi', price: 2_499, tags: ['lawn mower', 'garden', 'ryobi'], about: 'Lightweight mower with a 40-litre grass box and adjustable cutting height.' },
    { title: 'Garden Hose 30m with Spray Gun', sub: 'Garden & Tools', price: 399, tags: ['hose', 'garden', 'watering'], about: 'Kink-resistant hose with brass fittings and a seven-pattern spray gun.' },
    { title: 'Bosch 18V Cordless Drill Driver', sub: 'Garden & Tools', brand: 'Bosch', price: 1_999, tags: ['drill', 'power tools', 'bosch'], about: 'Two batteries, a fast charger and a carry case: ready for any DIY job.' },
    { title: 'Heavy-Duty 65L Wheelbarrow', sub: 'Garden & Tools', price: 1_099, tags: ['wheelbarrow', 'building', 'garden'], about: 'Galvanised steel bin and a puncture-proof tyre for building sites and gardens.' },
    { title: 'JoJo 2500L Water Tank', sub: 'Garden & Tools', brand: 'JoJo', price: 3_999, tags: ['water tank', 'rainwater', 'jojo'], about: 'UV-stabilised tank to harvest rainwater for the dry season. Delivery quoted by area.', only: ['SZ', 'ZA'] },
    { title: 'Vegetable Seedlings – Spinach Tray of 48', sub: 'Garden & Tools', price: 60, kes: 400, tags: ['seedlings', 'spinach', 'vegetable garden'], about: 'Healthy Fordhook Giant spinach seedlings, ready to plant out this week.' },
  ],
  'beauty-health': [
    { title: 'Marula Oil Face Serum 30ml', sub: 'Skincare', brand: 'Swazi Secrets', price: 220, tags: ['marula oil', 'serum', 'natural'], about: 'Cold-pressed marula oil from rural Eswatini women’s cooperatives, rich in antioxidants.', only: ['SZ', 'ZA'] },
    { title: 'Shea Butter Body Cream 500ml', sub: 'Skincare', price: 160, kes: 1_100, tags: ['shea butter', 'body cream', 'moisturiser'], about: 'Unrefined shea with coconut oil for deeply moisturised skin all day.' },
    { title: 'SPF 50 Sunscreen Lotion 200ml', sub: 'Skincare', brand: 'Bioderma', price: 189, tags: ['sunscreen', 'spf 50', 'skincare'], about: 'Non-greasy, water-resistant protection that does not leave a white cast.' },
    { title: 'Rooibos Clay Face Mask', sub: 'Skincare', price: 145, tags: ['face mask', 'rooibos', 'clay'], about: 'Soothing rooibos extract with kaolin clay to clear and calm the skin.' },
    { title: 'Cantu Shea Butter Leave-In Conditioner', sub: 'Hair', brand: 'Cantu', price: 149, kes: 1_050, tags: ['natural hair', 'conditioner', 'cantu'], about: 'Moisture and curl definition for natural hair, without sulphates or mineral oil.' },
    { title: 'Pre-Stretched Braiding Hair – 6 Packs', sub: 'Hair', price: 180, kes: 1_200, tags: ['braids', 'braiding hair', 'protective style'], about: 'Soft, tangle-free and itch-free fibre in 1B; enough for a full head of knotless braids.' },
    { title: 'Remington 2200W Ionic Hair Dryer', sub: 'Hair', brand: 'Remington', price: 599, tags: ['hair dryer', 'remington', 'styling'], about: 'Ionic conditioning for less frizz, with a diffuser for curls.' },
    { title: 'Jamaican Black Castor Oil Growth Serum', sub: 'Hair', price: 120, tags: ['castor oil', 'hair growth', 'edges'], about: 'Massage into edges and scalp nightly; customers see results within weeks.' },
    { title: 'Matte Liquid Lipstick – Berry Bold', sub: 'Makeup', brand: 'Black Opal', price: 129, tags: ['lipstick', 'matte', 'makeup'], about: 'Long-wearing matte colour made for deeper skin tones; transfer-proof all day.' },
    { title: 'Full-Coverage Foundation for Deep Skin Tones', sub: 'Makeup', brand: 'Fenty Beauty', price: 249, tags: ['foundation', 'makeup', 'fenty'], about: 'Forty shades with true undertones; a soft matte finish that lasts 24 hours.' },
    { title: 'Eyeshadow Palette – 18 Sunset Shades', sub: 'Makeup', price: 199, tags: ['eyeshadow', 'palette', 'makeup'], about: 'Buttery mattes and shimmers in warm sunset tones that pop on melanin-rich skin.' },
    { title: 'Professional Makeup Brush Set (12 pieces)', sub: 'Makeup', price: 220, tags: ['brushes', 'makeup tools', 'beauty'], about: 'Vegan bristles with a roll-up case, everything from foundation to liner.' },
    { title: 'Organic Moringa Leaf Powder 250g', sub: 'Wellness', price: 95, kes: 650, tags: ['moringa', 'superfood', 'organic'], about: 'Locally grown and shade-dried to keep its nutrients; add a spoon to porridge or smoothies.' },
    { title: 'Digital Blood Pressure Monitor', sub: 'Wellness', brand: 'Omron', price: 699, tags: ['blood pressure', 'health', 'omron'], about: 'Clinically validated upper-arm monitor with memory for two users.' },
    { title: 'Daily Multivitamin – 60 Tablets', sub: 'Wellness', brand: 'Centrum', price: 159, tags: ['vitamins', 'supplements', 'health'], about: 'Complete A-to-zinc formula to support energy and immunity.' },
  ],
  'crafts-art': [
    { title: 'Handwoven Sisal Basket with Lid', sub: 'Baskets & Weaving', brand: 'Gone Rural', price: 450, tags: ['basket', 'sisal', 'handwoven'], about: 'Woven by rural Swazi women from natural sisal and lutindzi grass, dyed in earthy tones.', only: ['SZ', 'ZA'] },
    { title: 'Lutindzi Grass Bowls – Set of 3', sub: 'Baskets & Weaving', brand: 'Gone Rural', price: 380, tags: ['bowls', 'lutindzi', 'eswatini craft'], about: 'Nesting bowls coiled from mountain grass that grows only in the Eswatini highveld.', only: ['SZ'] },
    { title: 'Ilala Palm Fruit Basket', sub: 'Baskets & Weaving', price: 320, tags: ['ilala', 'palm', 'basket'], about: 'Tightly woven ilala palm with traditional zigzag patterns; strong enough for daily use.' },
    { title: 'Beaded Coasters – Set of 6', sub: 'Baskets & Weaving', price: 180, kes: 1_200, tags: ['coasters', 'beadwork', 'gift'], about: 'Colourful glass-bead coasters on a wire frame, a gift that travels well.' },
    { title: 'Kiondo Market Basket', sub: 'Baskets & Weaving', price: 520, kes: 2_800, tags: ['kiondo', 'market basket', 'kenya'], about: 'The classic Kenyan sisal kiondo with leather straps, roomy enough for a full market shop.', only: ['KE'] },
    { title: 'Woven Laundry Basket with Handles', sub: 'Baskets & Weaving', price: 650, tags: ['laundry', 'basket', 'storage'], about: 'Tall seagrass basket that hides the washing and looks beautiful doing it.' },
    { title: 'Telephone Wire Bowl – Large', sub: 'Baskets & Weaving', price: 290, tags: ['telephone wire', 'bowl', 'zulu craft'], about: 'Woven from recycled telephone wire in bright colours by KwaZulu-Natal artists.', only: ['ZA', 'SZ'] },
    { title: 'Hand-Carved Wooden Elephant (30cm)', sub: 'Carvings', price: 480, kes: 3_000, tags: ['elephant', 'carving', 'wood'], about: 'Carved from a single piece of jacaranda and polished by hand.' },
    { title: 'Kisii Soapstone Hippo', sub: 'Carvings', price: 350, kes: 1_900, tags: ['soapstone', 'kisii', 'hippo'], about: 'Smooth pink soapstone from the Tabaka quarries, carved and etched by hand.', only: ['KE'] },
    { title: 'Mukwa Wood Salad Servers', sub: 'Carvings', price: 220, kes: 1_400, tags: ['salad servers', 'mukwa', 'kitchen'], about: 'Food-safe oiled hardwood with carved animal handles.' },
    { title: 'Carved Jacaranda Wall Mask', sub: 'Carvings', price: 750, tags: ['mask', 'wall art', 'carving'], about: 'A striking 45 cm mask with burnt-wood detailing, ready to hang.' },
    { title: 'Ebony Giraffe Pair – 40cm', sub: 'Carvings', price: 950, kes: 6_000, tags: ['giraffe', 'ebony', 'carving'], about: 'Elegant pair of giraffes in dense dark wood, a timeless gift.' },
    { title: 'Swazi Shield & Spear Display Set', sub: 'Carvings', price: 1_200, tags: ['shield', 'swazi', 'cultural'], about: 'Cowhide shield with a carved wooden spear, made for display in the traditional style.', only: ['SZ'] },
    { title: 'Hand-Moulded Elephant Candle', sub: 'Candles', brand: 'Swazi Candles', price: 180, tags: ['candle', 'elephant', 'swazi candles'], about: 'Made in Malkerns using the famous millefiori wax technique; glows through its colourful skin.', only: ['SZ', 'ZA'] },
    { title: 'Soy Candle Trio – Lemongrass', sub: 'Candles', price: 240, kes: 1_500, tags: ['soy candle', 'lemongrass', 'aromatherapy'], about: 'Clean-burning soy wax with lemongrass essential oil, about 30 hours each.' },
    { title: 'Pure Beeswax Pillar Candle', sub: 'Candles', price: 150, tags: ['beeswax', 'candle', 'natural'], about: 'Honey-scented beeswax from local hives: slow burning and smoke free.' },
    { title: 'Hand-Dipped Taper Candles – Set of 6', sub: 'Candles', price: 120, tags: ['taper candles', 'dinner', 'table'], about: 'Dripless tapers in warm ochre, perfect for dinner parties or load-shedding.' },
    { title: 'Animal Print Candle Gift Set', sub: 'Candles', brand: 'Swazi Candles', price: 260, tags: ['candle', 'gift set', 'animals'], about: 'Zebra, leopard and giraffe candles in a gift box: the perfect Eswatini souvenir.', only: ['SZ'] },
    { title: 'Sunset over Sibebe Rock – Acrylic on Canvas', sub: 'Paintings & Prints', price: 2_400, tags: ['painting', 'sibebe', 'landscape'], about: 'Original 60 x 90 cm acrylic by an Mbabane artist, capturing the world’s second-largest granite dome at dusk.', only: ['SZ'] },
    { title: 'Maasai Mara Giclée Print – A2', sub: 'Paintings & Prints', price: 350, kes: 2_500, tags: ['print', 'maasai mara', 'wildlife'], about: 'Museum-quality print of the great migration on archival paper.', only: ['KE'] },
    { title: 'Township Street Scene – Oil Painting', sub: 'Paintings & Prints', price: 3_200, tags: ['oil painting', 'township', 'original art'], about: 'Vibrant original oil in a hand-made frame, signed by the artist.' },
    { title: 'Lion Portrait Canvas Print 60x90', sub: 'Paintings & Prints', price: 890, kes: 5_500, tags: ['canvas', 'lion', 'wall art'], about: 'Gallery-wrapped canvas, ready to hang, printed with fade-resistant inks.' },
    { title: 'Tingatinga Painting – Birds of Paradise', sub: 'Paintings & Prints', price: 1_500, kes: 8_500, tags: ['tingatinga', 'painting', 'colourful'], about: 'Bright enamel on board in the Tingatinga style, full of birds and flowers.', only: ['KE'] },
    { title: 'Lamu Door Photographic Print', sub: 'Paintings & Prints', price: 450, kes: 3_000, tags: ['lamu', 'photography', 'swahili'], about: 'A fine-art photograph of a carved Swahili door in Lamu Old Town.', only: ['KE'] },
    { title: 'Beaded Wire Animal Sculptures – Set of 3', sub: 'Carvings', price: 420, tags: ['wire art', 'beadwork', 'animals'], about: 'Rhino, elephant and lion in wire and beads, made by street artists in Durban.' },
    { title: 'Recycled Glass Tealight Holders (4)', sub: 'Candles', brand: 'Ngwenya Glass', price: 280, tags: ['ngwenya glass', 'recycled', 'tealight'], about: 'Hand-blown from recycled bottles at Ngwenya Glass, each with a unique swirl of colour.', only: ['SZ', 'ZA'] },
  ],
  'sports-outdoors': [
    { title: 'Adjustable Dumbbells – 2 x 20kg', sub: 'Fitness', price: 1_899, tags: ['dumbbells', 'home gym', 'weights'], about: 'Cast-iron plates with spin-lock collars; build your home gym one plate at a time.' },
    { title: 'Yoga Mat 6mm with Carry Strap', sub: 'Fitness', price: 299, kes: 2_000, tags: ['yoga', 'mat', 'fitness'], about: 'Non-slip, extra cushioned mat that is kind to knees on concrete floors.' },
    { title: 'Adjustable Weight Bench', sub: 'Fitness', price: 1_499, tags: ['bench', 'gym', 'weights'], about: 'Flat, incline and decline positions; holds up to 250 kg.' },
    { title: 'Speed Skipping Rope with Counter', sub: 'Fitness', price: 99, tags: ['skipping rope', 'cardio', 'boxing'], about: 'Ball-bearing handles and a digital counter for serious cardio.' },
    { title: 'Mountain Bike 29er – Aluminium, 21-Speed', sub: 'Cycling', brand: 'Raleigh', price: 5_499, tags: ['mountain bike', 'mtb', 'cycling'], about: 'Front suspension and disc brakes for the trails of Malolotja and Hlane.', attrs: { frame: 'L', wheel: '29"' } },
    { title: 'Cycling Helmet with Rear Light', sub: 'Cycling', price: 449, tags: ['helmet', 'cycling', 'safety'], about: 'Lightweight in-mould helmet with a built-in USB rechargeable rear light.' },
    { title: 'Kids BMX Bike 20"', sub: 'Cycling', price: 1_899, tags: ['bmx', 'kids bike', 'cycling'], about: 'Steel frame, pegs and a freestyle rotor for ages 7 to 12.' },
    { title: '4-Person Dome Tent', sub: 'Camping', brand: 'Campmaster', price: 1_299, kes: 9_500, tags: ['tent', 'camping', 'outdoors'], about: 'Quick pitch in ten minutes, with a rain fly and a large porch for gear.' },
    { title: 'Folding Camping Chair with Cup Holder', sub: 'Camping', price: 299, tags: ['camping chair', 'outdoors', 'braai'], about: 'Sturdy steel frame folds into a shoulder bag; holds 120 kg.' },
    { title: 'Coleman 45L Cooler Box', sub: 'Camping', brand: 'Coleman', price: 899, tags: ['cooler box', 'camping', 'picnic'], about: 'Keeps ice for up to three days, ideal for road trips to the coast.' },
    { title: 'Rechargeable LED Headlamp', sub: 'Camping', price: 199, kes: 1_300, tags: ['headlamp', 'torch', 'camping'], about: '500 lumens with red night mode, charged by USB-C.' },
    { title: 'Adidas Match Football – Size 5', sub: 'Team Sports', brand: 'Adidas', price: 499, kes: 3_500, tags: ['football', 'soccer', 'adidas'], about: 'Thermally bonded, FIFA Quality certified ball for grass and artificial turf.' },
    { title: 'Gilbert Rugby Ball – Size 5', sub: 'Team Sports', brand: 'Gilbert', price: 399, tags: ['rugby', 'gilbert', 'ball'], about: 'Match-grade grip for wet and dry conditions.' },
    { title: 'Netball – Size 5, Match Grade', sub: 'Team Sports', price: 299, tags: ['netball', 'ball', 'school sport'], about: 'Soft-touch cover with a deep grip pattern, used in school leagues.' },
    { title: 'Team Football Kit – 15 Jerseys, Shorts & Socks', sub: 'Team Sports', price: 0, tags: ['team kit', 'football', 'printing'], about: 'Custom colours with numbers and club badge printed. Send us your design for a quote.' },
  ],
  'baby-kids': [
    { title: 'Cotton Baby Onesies – 5 Pack', sub: 'Clothing', price: 249, kes: 1_700, tags: ['baby clothes', 'onesies', 'cotton'], about: 'Soft, breathable cotton with envelope necks and snap closures, sizes 0–3 to 12–18 months.' },
    { title: 'Kids Winter Puffer Jacket', sub: 'Clothing', price: 399, tags: ['jacket', 'kids', 'winter'], about: 'Water-repellent shell and a warm padded lining with a detachable hood.' },
    { title: 'School Uniform Set – Shirt, Trousers & Jersey', sub: 'Clothing', price: 450, tags: ['school uniform', 'back to school', 'kids'], about: 'Hard-wearing grey trousers, two white shirts and a V-neck jersey, sizes 4 to 14.' },
    { title: 'Wooden Stacking Blocks – 50 Pieces', sub: 'Toys', price: 299, tags: ['blocks', 'wooden toys', 'educational'], about: 'Non-toxic painted blocks that grow with your child, from towers to counting games.' },
    { title: 'Remote Control Rock Crawler 4x4', sub: 'Toys', price: 549, kes: 3_800, tags: ['rc car', 'remote control', 'toy'], about: 'Climbs over anything with rechargeable batteries and a 30-metre range.' },
    { title: 'LEGO Classic Creative Bricks 900pc', sub: 'Toys', brand: 'LEGO', price: 899, tags: ['lego', 'building', 'creative'], about: 'A big box of bricks in 33 colours with ideas booklets to spark imagination.' },
    { title: 'Plush Teddy Bear – 60cm', sub: 'Toys', price: 249, tags: ['teddy bear', 'plush', 'gift'], about: 'Extra soft and cuddly, safe for all ages and machine washable.' },
    { title: 'Ergonomic School Backpack', sub: 'School', price: 399, kes: 2_600, tags: ['backpack', 'school bag', 'back to school'], about: 'Padded straps and a back panel that spread the weight of heavy books.' },
    { title: 'Grade 1 Stationery Pack', sub: 'School', price: 199, tags: ['stationery', 'grade 1', 'back to school'], about: 'Everything on the school list: pencils, crayons, glue, scissors, exercise books and more.' },
    { title: 'Casio fx-82ZA Plus Scientific Calculator', sub: 'School', brand: 'Casio', price: 299, tags: ['calculator', 'casio', 'high school'], about: 'The calculator approved for school exams, with 252 functions.', only: ['SZ', 'ZA'] },
    { title: 'Wooden Baby Cot with Mattress', sub: 'Nursery', price: 1_799, tags: ['cot', 'baby bed', 'nursery'], about: 'Three-height solid pine cot that converts to a toddler bed.' },
    { title: 'Baby Car Seat 0–18kg', sub: 'Nursery', brand: 'Chelino', price: 1_499, tags: ['car seat', 'baby', 'safety'], about: 'Rear and forward facing, ECE R44 certified, with a five-point harness.' },
    { title: '3-in-1 Pram Travel System', sub: 'Nursery', brand: 'Chelino', price: 3_499, kes: 23_000, tags: ['pram', 'stroller', 'travel system'], about: 'Pram, pushchair and car seat in one, folds with a single hand.' },
    { title: 'Video Baby Monitor with Night Vision', sub: 'Nursery', price: 999, tags: ['baby monitor', 'video', 'nursery'], about: 'Pan and tilt camera with two-way talk and lullabies; no Wi-Fi needed.' },
  ],
  'food-groceries': [
    { title: 'Organic Vegetable Box (8 kg)', sub: 'Fresh Produce', price: 180, kes: 1_200, tags: ['vegetables', 'organic', 'farm box'], about: 'A weekly mix of spinach, carrots, beetroot, tomatoes and onions picked the morning of delivery.' },
    { title: 'Hass Avocados – Tray of 12', sub: 'Fresh Produce', price: 90, kes: 600, tags: ['avocados', 'fruit', 'fresh'], about: 'Creamy, ripen-at-home avocados straight from the farm.' },
    { title: 'Sweet Potatoes – 10 kg Bag', sub: 'Fresh Produce', price: 120, tags: ['sweet potatoes', 'vegetables', 'bulk'], about: 'Orange-fleshed sweet potatoes, great roasted, mashed or in a stew.' },
    { title: 'Malkerns Pineapples – 4 Pack', sub: 'Fresh Produce', price: 60, tags: ['pineapple', 'eswatini', 'fruit'], about: 'Sweet Queen Victoria pineapples from the Malkerns valley, harvested this week.', only: ['SZ'] },
    { title: 'Free-Range Eggs – Tray of 30', sub: 'Fresh Produce', price: 95, kes: 550, tags: ['eggs', 'free range', 'farm'], about: 'Large eggs from happy hens with deep orange yolks.' },
    { title: 'Marula Jam 340g', sub: 'Pantry', price: 55, tags: ['marula', 'jam', 'local'], about: 'Tangy wild-fruit jam made in small batches from hand-picked marula.', only: ['SZ', 'ZA'] },
    { title: 'Raw Wildflower Honey 500g', sub: 'Pantry', price: 120, kes: 800, tags: ['honey', 'raw', 'natural'], about: 'Unpasteurised honey from hives in the bushveld; naturally crystallises in winter.' },
    { title: 'Stone-Ground Maize Meal 10 kg', sub: 'Pantry', price: 115, kes: 700, tags: ['maize meal', 'pap', 'ugali'], about: 'Coarse, stone-ground white maize for the best pap, sishwala and ugali.' },
    { title: 'Durban Masala Curry Spice 500g', sub: 'Pantry', price: 85, tags: ['masala', 'curry', 'durban'], about: 'A fiery family recipe from Durban’s Indian market for authentic bunny chow.', only: ['ZA', 'SZ'] },
    { title: 'African Bird’s Eye Peri-Peri Sauce 250ml', sub: 'Pantry', price: 45, tags: ['peri peri', 'sauce', 'chilli'], about: 'Hot, garlicky and tangy, made with fresh bird’s eye chillies.' },
    { title: 'Kenyan AA Coffee Beans 1 kg', sub: 'Drinks', price: 320, kes: 2_200, tags: ['coffee', 'kenya aa', 'beans'], about: 'Bright, blackcurrant notes from the slopes of Mount Kenya, roasted weekly.' },
    { title: 'Kenyan Black Tea – Loose Leaf 500g', sub: 'Drinks', price: 95, kes: 450, tags: ['tea', 'kenyan tea', 'chai'], about: 'Strong, full-bodied highland tea that makes a perfect chai.' },
    { title: 'Organic Rooibos Tea – 80 Bags', sub: 'Drinks', price: 65, tags: ['rooibos', 'tea', 'caffeine free'], about: 'Naturally caffeine free, from the Cederberg mountains.', only: ['ZA', 'SZ'] },
    { title: 'Cold-Pressed Orange Juice 2L', sub: 'Drinks', price: 45, kes: 350, tags: ['juice', 'orange', 'fresh'], about: 'Pressed from local Valencia oranges with nothing added.' },
    { title: 'Beef Biltong – 1 kg', sub: 'Local Specialities', price: 380, tags: ['biltong', 'beef', 'snack'], about: 'Traditionally spiced and air-dried silverside, sliced to your liking: moist or dry.', only: ['ZA', 'SZ'] },
    { title: 'Emasi Traditional Sour Milk 2L', sub: 'Local Specialities', price: 35, tags: ['emasi', 'sour milk', 'traditional'], about: 'Thick, naturally fermented milk the way gogo makes it; delicious with pap.', only: ['SZ', 'ZA'] },
    { title: 'Frozen Samosas – 24 Pack', sub: 'Local Specialities', price: 120, kes: 800, tags: ['samosas', 'frozen', 'snacks'], about: 'Crispy pastry with spiced mince or vegetable filling, ready to fry.' },
    { title: 'Soft Chapati – Pack of 10', sub: 'Local Specialities', price: 50, kes: 250, tags: ['chapati', 'bread', 'kenyan food'], about: 'Layered, buttery chapatis made fresh each morning.', only: ['KE'] },
    { title: 'Nyama Choma Marinade 500ml', sub: 'Local Specialities', price: 65, kes: 450, tags: ['nyama choma', 'marinade', 'braai'], about: 'Garlic, ginger and lemon marinade for the perfect grilled goat or beef.', only: ['KE'] },
    { title: 'Dried Mopane Worms 500g', sub: 'Local Specialities', price: 90, tags: ['mopane', 'protein', 'traditional'], about: 'High-protein delicacy, cleaned and sun-dried; fry with tomato and onion.', only: ['ZA', 'SZ'] },
  ],
  services: [
    { title: 'Phone Screen Replacement – While You Wait', sub: 'Repairs', price: 450, kes: 3_000, tags: ['phone repair', 'screen', 'same day'], about: 'Quality screens for Samsung, iPhone, Tecno and more, fitted in about an hour with a 3-month warranty.' },
    { title: 'Fridge & Appliance Repairs', sub: 'Repairs', price: 0, tags: ['appliance repair', 'fridge', 'washing machine'], about: 'Qualified technicians for fridges, stoves and washing machines. Call-out quoted on the phone.' },
    { title: 'Plumbing Call-Out & Leak Repairs', sub: 'Repairs', price: 350, kes: 2_500, tags: ['plumber', 'leaks', 'geyser'], about: 'Burst pipes, blocked drains and geysers sorted fast; first hour included.' },
    { title: 'Laptop Repair & Diagnostics', sub: 'Repairs', price: 250, kes: 1_500, tags: ['laptop repair', 'computer', 'diagnostics'], about: 'Free quote after diagnostics: screens, keyboards, batteries, virus removal and data recovery.' },
    { title: 'Wedding Photography Package', sub: 'Events', price: 0, tags: ['wedding', 'photography', 'events'], about: 'Full-day coverage with two photographers, an online gallery and a printed album. Contact us with your date.' },
    { title: 'Party Tent & Chair Hire (50 guests)', sub: 'Events', price: 2_500, kes: 18_000, tags: ['tent hire', 'chairs', 'events'], about: 'Stretch tent, 50 chairs, tables and cloths, delivered and set up.' },
    { title: 'DJ & Sound System for Events', sub: 'Events', price: 1_800, kes: 12_000, tags: ['dj', 'sound', 'party'], about: 'Amapiano, gospel, gengetone and old-school hits, with lights and a wireless mic.' },
    { title: 'Maths & Science Tutoring (per hour)', sub: 'Lessons', price: 150, kes: 1_000, tags: ['tutor', 'maths', 'exam prep'], about: 'Patient, qualified tutors for Form 1 to 5 and matric, at home or online.' },
    { title: 'Driving Lessons – 10 Lesson Package', sub: 'Lessons', price: 1_800, kes: 12_000, tags: ['driving school', 'lessons', 'licence'], about: 'Dual-control cars and test-route practice; we also book your test.' },
    { title: 'Beginner Guitar Lessons (4 weeks)', sub: 'Lessons', price: 600, kes: 4_000, tags: ['guitar', 'music lessons', 'beginner'], about: 'Learn your first songs in a month; guitars available to borrow.' },
    { title: 'Airport Transfer – Sedan up to 3 Passengers', sub: 'Transport', price: 450, kes: 2_500, tags: ['airport', 'transfer', 'taxi'], about: 'Door-to-door, on time, with flight tracking and free waiting time.' },
    { title: 'Same-Day Courier Within the City', sub: 'Transport', price: 80, kes: 400, tags: ['courier', 'delivery', 'same day'], about: 'Parcels and documents delivered across town by motorbike within three hours.' },
    { title: 'Furniture Removals – 1 Ton Bakkie & 2 Helpers', sub: 'Transport', price: 0, tags: ['removals', 'moving', 'bakkie hire'], about: 'Careful movers with blankets and straps. Tell us the route for a fixed quote.' },
  ],
};

/** Sentences about the goods' condition. */
export const CONDITION_LINES: Record<string, string[]> = {
  new: ['Brand new and sealed.', 'Brand new with full warranty.', 'New stock just arrived.', 'Brand new, never used.'],
  used: ['Used but in excellent condition.', 'Pre-owned, well looked after.', 'Used, with a few light signs of wear.'],
  refurbished: ['Professionally refurbished and tested.', 'Refurbished to as-new condition, with warranty.'],
};

/** Categories where "brand new and sealed" would read oddly: what their listings say instead ([] = nothing). */
export const NEW_LINES_BY_CATEGORY: Record<string, string[]> = {
  'food-groceries': ['Freshly packed this week.', 'Fresh stock with a long shelf life.', 'Made in small batches for freshness.'],
  services: [],
  'crafts-art': ['Handmade, so every piece is slightly unique.', 'New, made by hand.', 'Signed by the maker.'],
  'beauty-health': ['Original product, sealed and well within its expiry date.', 'Sealed, with a long expiry date.'],
};

/** How buyers get the goods, per country. `{city}` is the shop's town. */
export const DELIVERY_LINES: Record<CountryCode, string[]> = {
  SZ: [
    'Collect from our shop in {city} or we deliver anywhere in Eswatini.',
    'Free delivery in {city}; countrywide delivery available via bus courier.',
    'Pay cash, MoMo or card on collection in {city}.',
  ],
  ZA: [
    'Courier to any address in South Africa in 2–4 working days, or collect in {city}.',
    'Collection in {city}; nationwide delivery with The Courier Guy.',
    'EFT, card or SnapScan accepted; same-day delivery in {city}.',
  ],
  KE: [
    'Same-day delivery within {city}; countrywide via G4S or Fargo Courier.',
    'Pay with M-Pesa on delivery in {city}.',
    'Pick up from our shop in {city} or order for delivery to any town in Kenya.',
  ],
};

/** An extra sentence some listings add. */
export const EXTRA_LINES: Record<string, string[]> = {
  vehicles: ['Finance can be arranged through all major banks.', 'Trade-ins welcome; book a test drive today.', 'Inspection and a mechanic’s report welcome.'],
  electronics: ['All devices come with a receipt and warranty.', 'Trade in your old device for a discount.', 'Free screen protector fitted on collection.'],
  fashion: ['Message us for other sizes and colours.', 'Exchanges within 7 days with the tags on.', 'Follow the shop for new arrivals every Friday.'],
  'home-garden': ['Message us for bulk or custom orders.', 'Assembly available on request.', 'Visit our showroom to see the full range.'],
  'beauty-health': ['Cruelty free and dermatologically tested.', 'Ask us for a free skin consultation.', 'Stockists of original products only.'],
  'crafts-art': ['Every purchase supports the artisans directly.', 'Gift wrapping available on request.', 'We ship carefully packed, even overseas.'],
  'sports-outdoors': ['Club and school orders welcome.', 'Try before you buy in store.', 'Ask about our team discounts.'],
  'baby-kids': ['All items meet safety standards.', 'Gift wrapping for baby showers available.', 'Message us for lay-by options.'],
  'food-groceries': ['Order by 10am for same-day delivery.', 'Bulk prices for spaza shops and restaurants.', 'Fresh stock every Tuesday and Friday.'],
  services: ['Available seven days a week.', 'Fully insured and reliable.', 'Book through chat and get a quick quote.'],
};
