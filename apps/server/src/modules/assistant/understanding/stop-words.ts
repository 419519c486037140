/**
 * Words that carry no search meaning: English and shop talk, greetings, and the same in siSwati,
 * Zulu, Swahili, Sheng and Afrikaans as buyers here mix them in. Price, place and sort cue words
 * are here too: what is left of them once their number or name was read is noise.
 */
const WORDS = `
a an the and or but not if so to of in on at by for from with without into onto about as than then too very really just only also
i im me my mine we us our you your yours he she it its they them their this that these those there here what which who whom
whose where when why how is are was were be been being am do does did doing have has had having can could would should will
shall may might must get got getting give gimme want wanna wants wanted need needs needed needing looking look searching search
find finding show showing see seeing check buy buying bought purchase purchasing order sell selling sells sale sales available
avail stock instock some any anything something everything nothing stuff thing things item items product products one ones
kind kinds type types sort option options please pls plz kindly thanks thank thx ty cheers ok okay yes yeah yep no nope sure
hi hello hey heyy hie hallo howzit howdy yo sup morning afternoon evening good great nice cool decent quality proper lovely
beautiful pretty awesome amazing best better perfect ideal quick fast asap urgent urgently today now soon tomorrow let lets
help assist assistance recommend suggest suggestion suggestions idea ideas maybe perhaps please would like love prefer
preferably rather instead else other others another same similar more less much many few lot lots under below over above
between upto up max maximum min minimum least most around approx approximately roughly budget price prices priced pricing
cost costs costing worth value range money cash pay paying afford spend spending per each total within near nearby close
area location place town city country deliver delivery delivered shipping ship post courier collect collection pickup
listing listings listed list ad ads advert adverts post posts posted shop shops store stores seller sellers dealer dealers
person people someone anyone guy guys lady madam sir bro sis friend my wife husband mom mum mother dad father girlfriend
boyfriend son daughter brother sister family gift present birthday christmas am pm first second third last next new old
brand model year years condition size sizes colour color colours colors quality
wife husband whats whatre theres heres ive id ill dont doesnt cant wont isnt arent
wheres whats hows whos whens km kms wat wht abt bout u ur any1 some1 someone1 hmm um uhm eish ag sharp yebo aowa ja nee asseblief dankie baie goeie
sawubona sanibonani yebo unjani ngiyabonga siyabonga ngicela ngifuna ngiyafuna ngidzinga ngidinga kutsenga ukuthenga kuthenga
lenhle enhle kahle futsi ne nga ku ka kwa la na ya za wa cha vya yaka yakwa lesi leli kuphela
jambo habari mambo sasa niaje poa vipi rafiki nataka natafuta tafuta naomba nipe tafadhali asante bei gani ngapi iko kuna
nunua kununua uza kuuza hii hiyo pia tu bila yenye nzuri mzuri zuri sana nini wapi
`;

export const STOP_WORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter(Boolean));

/** Common misspellings of words kept for search, and words whose catalog spelling differs. */
export const KEYWORD_SPELLING: Readonly<Record<string, string>> = {
  auto: 'automatic',
  camra: 'camera',
  camara: 'camera',
  cammera: 'camera',
  batery: 'battery',
  battry: 'battery',
  lether: 'leather',
  leater: 'leather',
  wireles: 'wireless',
  bluetoth: 'bluetooth',
  waterprof: 'waterproof',
};
