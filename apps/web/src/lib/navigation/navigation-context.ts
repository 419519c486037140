import { createContext, useContext } from 'react';
import type { NavEntry } from './nav-stack.ts';
import type { ViewName, ViewParams } from './views.ts';

/** The navigation API of doc 1 §2: push, replace, back, can-go-back, clear-history. */
export type Navigation = {
  current: NavEntry;
  entries: readonly NavEntry[];
  canGoBack: boolean;
  push: (view: ViewName, params?: ViewParams) => void;
  replace: (view: ViewName, params?: ViewParams) => void;
  back: () => void;
  clearHistory: () => void;
};

export const NavigationContext = createContext<Navigation | null>(null);

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation must be used within a NavigationProvider');
  return navigation;
}
