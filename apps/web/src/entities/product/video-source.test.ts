import { describe, expect, it } from 'vitest';
import { readSmallVideo } from '@/lib/preferences/data-saver.ts';
import { posterOf, videoSourceOf } from './media.ts';

const video = { type: 'video' as const, url: '/media/u/a/products/x.mp4', smallUrl: '/media/u/a/products/x-small.mp4', poster: '/media/x-poster.webp' };
const noChoice = { getItem: () => null };
const browser = (connection: { saveData?: boolean; effectiveType?: string }) => ({ connection }) as unknown as Navigator;

describe('videoSourceOf', () => {
  it('plays the small rendition on Save-Data, the normal one otherwise', () => {
    expect(videoSourceOf(video, readSmallVideo(noChoice, browser({ saveData: true, effectiveType: '4g' })))).toBe(video.smallUrl);
    expect(videoSourceOf(video, readSmallVideo(noChoice, browser({ saveData: false, effectiveType: '4g' })))).toBe(video.url);
  });

  it('shows the smallest poster with the small rendition, the largest otherwise', () => {
    const withVariants = { ...video, variants: [1080, 320, 640].map((width) => ({ width, url: `/p-${width}.webp` })) };
    expect(posterOf(withVariants, true)).toBe('/p-320.webp');
    expect(posterOf(withVariants, false)).toBe(video.poster);
  });

  it('falls back to the normal rendition while the small one is not made yet', () => {
    const { smallUrl: _none, ...older } = video;
    expect(videoSourceOf(older, true)).toBe(video.url);
    expect(videoSourceOf(undefined, true)).toBeUndefined();
  });
});
