import { PhraseLexicon, type LexiconEntry } from './phrase-lexicon.ts';
import type { ShopperCountry } from './shopper-query.ts';

export type Place = { city?: string; country: ShopperCountry };

const town = (country: ShopperCountry, city: string, aliases: readonly string[] = [], unlessNext: readonly string[] = []): LexiconEntry<Place> => ({
  phrases: [city.toLowerCase(), ...aliases],
  value: { city, country },
  ...(unlessNext.length ? { unlessNext } : {}),
});
const sz = (city: string, aliases?: readonly string[], unlessNext?: readonly string[]) => town('SZ', city, aliases, unlessNext);
const za = (city: string, aliases?: readonly string[], unlessNext?: readonly string[]) => town('ZA', city, aliases, unlessNext);
const ke = (city: string, aliases?: readonly string[], unlessNext?: readonly string[]) => town('KE', city, aliases, unlessNext);

/**
 * Towns, canonical spelling first. siSwati and Zulu put a locative e- before a name ("eManzini",
 * "eGoli"); those forms are aliases. A town followed by a product it gives its name to
 * ("Malkerns pineapples", "Durban masala", "Kisii soapstone") is that product, not a place.
 */
export const TOWNS: readonly LexiconEntry<Place>[] = [
  sz('Mbabane', ['embabane', 'mbabne', 'mbabani']),
  sz('Manzini', ['emanzini', 'manzin', 'mnz']),
  sz('Matsapha', ['matsapa', 'ematsapha']),
  sz('Nhlangano', ['enhlangano', 'nhlangana']),
  sz('Piggs Peak', ['pigg peak', 'piggs peak', 'pigs peak', 'piggspeak', 'piggys peak']),
  sz('Siteki', ['esiteki']),
  sz('Big Bend', ['bigbend']),
  sz('Simunye'),
  sz('Ezulwini', ['ezulwini valley', 'kwaezulwini']),
  sz('Lobamba', ['elobamba']),
  sz('Malkerns', ['malkens'], ['pineapple', 'pineapples']),
  sz('Hlatikulu', ['hlathikhulu']),
  sz('Mankayane', ['mankanyane']),
  sz('Lavumisa'),
  sz('Mhlume'),
  sz('Tshaneni'),
  sz('Bhunya'),
  sz('Mhlambanyatsi'),
  sz('Ngwenya', [], ['glass']),
  sz('Sidvokodvo'),
  sz('Kwaluseni'),
  sz('Hluti'),
  sz('Vuvulane'),
  sz('Nsoko'),
  za('Johannesburg', ['joburg', 'jozi', 'jhb', 'johannesberg', 'johanesburg', 'egoli', 'joeburg', 'jo burg']),
  za('Pretoria', ['pta', 'tshwane', 'pitori']),
  za('Durban', ['dbn', 'ethekwini', 'thekwini'], ['masala', 'curry', 'spice', 'spices', 'poison']),
  za('Cape Town', ['capetown', 'cpt', 'kaapstad', 'ekapa']),
  za('Mbombela', ['nelspruit', 'embombela']),
  za('Soweto'),
  za('Gqeberha', ['port elizabeth', 'pe', 'gqeberha']),
  za('Bloemfontein', ['bloem', 'bloemfontien']),
  za('Polokwane', ['pietersburg']),
  za('Pietermaritzburg', ['pmb', 'maritzburg', 'pietermaritzberg']),
  za('East London', ['eastlondon', 'buffalo city']),
  za('Sandton'),
  za('Centurion'),
  za('Midrand'),
  za('Randburg'),
  za('Roodepoort'),
  za('Benoni'),
  za('Boksburg'),
  za('Germiston'),
  za('Kempton Park', ['kempton']),
  za('Krugersdorp'),
  za('Vereeniging'),
  za('Vanderbijlpark'),
  za('Rustenburg'),
  za('Mahikeng', ['mafikeng']),
  za('Kimberley'),
  za('George'),
  za('Stellenbosch'),
  za('Paarl'),
  za('Bellville'),
  za('Umhlanga'),
  za('Richards Bay'),
  za('Newcastle'),
  za('Empangeni'),
  za('eMalahleni', ['emalahleni', 'witbank']),
  za('Middelburg'),
  za('Secunda'),
  za('Komatipoort'),
  za('Barberton'),
  za('White River'),
  za('Hazyview'),
  za('Mthatha', ['umtata']),
  za('Welkom'),
  za('Tembisa'),
  za('Khayelitsha'),
  za('Umlazi'),
  za('Pinetown'),
  za('Ballito'),
  ke('Nairobi', ['nbi', 'nairobbi']),
  ke('Mombasa', ['msa', 'mombas']),
  ke('Kisumu'),
  ke('Nakuru'),
  ke('Eldoret'),
  ke('Thika'),
  ke('Malindi'),
  ke('Kitale'),
  ke('Naivasha'),
  ke('Nyeri'),
  ke('Machakos'),
  ke('Meru'),
  ke('Kericho'),
  ke('Kakamega'),
  ke('Kisii', [], ['soapstone', 'stone', 'carving', 'carvings']),
  ke('Embu'),
  ke('Garissa'),
  ke('Lamu', [], ['door', 'doors']),
  ke('Nanyuki'),
  ke('Kiambu'),
  ke('Ruiru'),
  ke('Kitengela'),
  ke('Rongai', ['ongata rongai']),
  ke('Ngong'),
  ke('Westlands'),
  ke('Kilimani'),
  ke('Juja'),
  ke('Athi River'),
  ke('Syokimau'),
  ke('Diani'),
  ke('Kilifi'),
  ke('Narok'),
  ke('Bungoma'),
  ke('Kitui'),
];

/** Country words: a country next to a product it names ("Kenya AA coffee") is the product. */
const NOT_COUNTRY_BEFORE = ['aa', 'coffee', 'tea', 'flag', 'flags', 'jersey', 'jerseys', 'shirt', 'kit', 'map'];
const COUNTRIES: readonly LexiconEntry<Place>[] = [
  { phrases: ['eswatini', 'swaziland', 'swazi land', 'e swatini', 'eswatin', 'swaziland'], value: { country: 'SZ' }, unlessNext: NOT_COUNTRY_BEFORE },
  { phrases: ['south africa', 'sa', 'rsa', 'mzansi', 's africa', 'southafrica', 'sth africa'], value: { country: 'ZA' }, unlessNext: NOT_COUNTRY_BEFORE },
  { phrases: ['kenya'], value: { country: 'KE' }, unlessNext: NOT_COUNTRY_BEFORE },
];

export const PLACE_LEXICON = new PhraseLexicon([...TOWNS, ...COUNTRIES]);
export const COUNTRY_NAMES: Readonly<Record<ShopperCountry, string>> = { SZ: 'Eswatini', ZA: 'South Africa', KE: 'Kenya' };

const TOWN_COUNTRY = new Map(TOWNS.map((t) => [t.value.city!, t.value.country]));
export const countryOfTown = (city: string): ShopperCountry | undefined => TOWN_COUNTRY.get(city);
