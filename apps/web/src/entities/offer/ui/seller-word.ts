import { createContext, useContext } from 'react';

/** Who the seller is to the buyer in this chat: a shop, or a car dealer in a dealer conversation. */
export type SellerWord = 'Shop' | 'Dealer';

const SellerWordContext = createContext<SellerWord>('Shop');

export const SellerWordProvider = SellerWordContext.Provider;
export const useSellerWord = () => useContext(SellerWordContext);
