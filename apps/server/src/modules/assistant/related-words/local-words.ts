/**
 * Words shoppers here use that the distilled vectors do not know (or know in another sense), with
 * the words listings write instead. Hand-kept, and scored as a close neighbour (0.8).
 */
export const LOCAL_RELATED: Readonly<Record<string, readonly string[]>> = {
  kombi: ['minibus', 'quantum', 'hiace', 'seater'],
  taxi: ['minibus', 'quantum', 'seater'],
  bakkie: ['pickup', 'cab', 'hilux', 'ranger'],
  kitenge: ['ankara', 'shweshwe', 'print', 'wax'],
  kanga: ['kitenge', 'wrap', 'print'],
  shweshwe: ['print', 'kitenge', 'ankara'],
  takkies: ['sneakers', 'trainers'],
  sneakers: ['takkies', 'trainers', 'shoes'],
  trainers: ['sneakers', 'takkies'],
  settee: ['sofa', 'couch'],
  sofa: ['couch', 'seater', 'settee'],
  couch: ['sofa', 'seater'],
  jumper: ['sweater', 'cardigan', 'knit'],
  cellphone: ['phone', 'smartphone'],
  smartphone: ['phone', 'cellphone'],
  tv: ['television', 'uhd', 'smart'],
  television: ['tv', 'uhd'],
  fridge: ['refrigerator', 'freezer'],
  braai: ['grill', 'potjie', 'charcoal'],
  mielie: ['maize'],
  pap: ['maize', 'meal'],
  nappies: ['diapers'],
  pram: ['stroller', 'buggy'],
  photography: ['camera', 'photographer'],
  router: ['wi', 'fi', 'mesh', 'modem'],
  wifi: ['wi', 'fi', 'mesh', 'router'],
};

export const LOCAL_SCORE = 0.8;
