import { FOOD_ICONS } from './food.ts';
import { HOME_ICONS } from './home.ts';
import { PLAY_ICONS } from './play.ts';
import { TECH_ICONS } from './tech.ts';
import { WEAR_ICONS } from './wear.ts';
import type { Icon } from './draw.ts';

export { shade } from './draw.ts';

/** Every drawing the demo media can show, by the kind of item it depicts. */
export const ICONS = { ...TECH_ICONS, ...WEAR_ICONS, ...HOME_ICONS, ...PLAY_ICONS, ...FOOD_ICONS } satisfies Record<string, Icon>;

export type ArtKind = keyof typeof ICONS;

export const ART_KINDS = Object.keys(ICONS) as ArtKind[];

export const isArtKind = (name: string): name is ArtKind => Object.hasOwn(ICONS, name);
