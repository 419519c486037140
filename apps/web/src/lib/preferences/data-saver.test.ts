import { describe, expect, it } from 'vitest';
import { dataIsDear, readDataSaver, readSmallVideo } from './data-saver.ts';

const storage = (value: string | null) => ({ getItem: () => value });
const nav = (connection?: { saveData?: boolean; effectiveType?: string }) => ({ connection }) as unknown as Navigator;

describe('readDataSaver', () => {
  it('is the viewer\'s saved choice only (Save-Data picks the small video instead of holding it)', () => {
    expect(readDataSaver(storage('1'))).toBe(true);
    expect(readDataSaver(storage('0'))).toBe(false);
    expect(readDataSaver(storage(null))).toBe(false);
  });
});

describe('readSmallVideo', () => {
  it('picks the small rendition on Save-Data, a connection slower than 4G, or the data saver', () => {
    expect(readSmallVideo(storage(null), nav({ saveData: true, effectiveType: '4g' }))).toBe(true);
    expect(readSmallVideo(storage(null), nav({ effectiveType: '3g' }))).toBe(true);
    expect(readSmallVideo(storage(null), nav({ effectiveType: 'slow-2g' }))).toBe(true);
    expect(readSmallVideo(storage('1'), nav({ effectiveType: '4g' }))).toBe(true);
    expect(readSmallVideo(storage(null), nav({ saveData: false, effectiveType: '4g' }))).toBe(false);
    expect(readSmallVideo(storage('0'), nav())).toBe(false);
    // Turned off by the viewer: Save-Data alone no longer shrinks the video, a slow connection still does.
    expect(readSmallVideo(storage('0'), nav({ saveData: true, effectiveType: '4g' }))).toBe(false);
    expect(readSmallVideo(storage('0'), nav({ saveData: true, effectiveType: '3g' }))).toBe(true);
  });
});

describe('refused storage (cookies blocked)', () => {
  const refused = { getItem: () => { throw new DOMException('The operation is insecure.', 'SecurityError'); } };

  it('reads as no choice: the connection alone decides', () => {
    expect(readDataSaver(refused)).toBe(false);
    expect(readSmallVideo(refused, nav({ effectiveType: '4g' }))).toBe(false);
    expect(dataIsDear(refused, nav({ saveData: true, effectiveType: '4g' }))).toBe(true);
  });
});
