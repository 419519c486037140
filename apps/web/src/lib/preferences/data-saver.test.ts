import { describe, expect, it } from 'vitest';
import { readDataSaver } from './data-saver.ts';

const storage = (value: string | null) => ({ getItem: () => value });
const nav = (saveData?: boolean) => ({ connection: saveData === undefined ? undefined : { saveData } }) as unknown as Navigator;

describe('readDataSaver', () => {
  it('follows the saved choice, else the browser save-data hint', () => {
    expect(readDataSaver(storage('1'), nav(false))).toBe(true);
    expect(readDataSaver(storage('0'), nav(true))).toBe(false);
    expect(readDataSaver(storage(null), nav(true))).toBe(true);
    expect(readDataSaver(storage(null), nav())).toBe(false);
  });
});
