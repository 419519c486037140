import { afterEach, describe, expect, it } from 'vitest';
import { readSoundPreference, setSoundPreference } from './sound-preferences.ts';

describe('sound preferences (doc 2 §3, local only)', () => {
  afterEach(() => localStorage.clear());

  it('are on until turned off, each on its own', () => {
    expect(readSoundPreference('messageSound')).toBe(true);
    setSoundPreference('messageSound', false);
    expect(readSoundPreference('messageSound')).toBe(false);
    expect(readSoundPreference('notificationSound')).toBe(true);
    setSoundPreference('messageSound', true);
    expect(readSoundPreference('messageSound')).toBe(true);
  });
});
