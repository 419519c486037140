import { FIRST_POSTER_META } from '@sokoni/contracts/constants';

/** The feed picture the server already painted into the page (route hints), if any. */
export const firstPaintPoster: string | null = document.querySelector<HTMLMetaElement>(`meta[name="${FIRST_POSTER_META}"]`)?.content || null;
