import { createContext, useContext } from 'react';

/**
 * True while components render into the server's static first paint (app/first-paint): the
 * picture a guest's phone shows before any script runs. That layer is hidden from assistive
 * technology, so nothing in it may take keyboard focus; and what should work before the app does
 * (links, the search form) must be plain HTML.
 */
export const StaticPaintContext = createContext(false);

export const useStaticPaint = (): boolean => useContext(StaticPaintContext);

/** Keeps a control out of the tab order in the static first paint. */
export const useStaticTabIndex = (tabIndex?: number): number | undefined => (useStaticPaint() ? -1 : tabIndex);
