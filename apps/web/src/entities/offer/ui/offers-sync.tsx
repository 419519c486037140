import { useOffersSync } from '../use-offers-sync.ts';

/** Renders nothing: mounted once by the shell for the signed-in user. */
export function OffersSync() {
  useOffersSync();
  return null;
}
