import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES, DEFAULT_NOTIFICATION_SETTINGS } from '@sokoni/contracts/notifications';
import { allowsPush, effectiveSettings, patchFromPreferences, preferencesOf } from './settings.ts';

describe('effectiveSettings', () => {
  it('lays stored overrides over the defaults and ignores what is not a known boolean switch', () => {
    const settings = effectiveSettings({ push: { likes: false, teleport: true }, sms: { enabled: 'yes' as unknown as boolean }, other: { x: true } });
    expect(settings).toEqual({ ...DEFAULT_NOTIFICATION_SETTINGS, push: { ...DEFAULT_NOTIFICATION_SETTINGS.push, likes: false } });
    expect(effectiveSettings(null)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    expect(effectiveSettings(null)).not.toBe(DEFAULT_NOTIFICATION_SETTINGS);
  });
});

describe('allowsPush', () => {
  it('needs push on and the switch on', () => {
    expect(allowsPush(effectiveSettings(null), 'likes')).toBe(true);
    expect(allowsPush(effectiveSettings({ push: { likes: false } }), 'likes')).toBe(false);
    expect(allowsPush(effectiveSettings({ push: { enabled: false } }), 'follows')).toBe(false);
  });
});

describe('preferences ↔ settings', () => {
  it('round-trips: saving a list and reading it back gives the same list', () => {
    const items = DEFAULT_NOTIFICATION_PREFERENCES.map((p) => ({ id: p.id, enabled: !p.enabled }));
    const patch = patchFromPreferences(items);
    const list = preferencesOf(effectiveSettings(patch.settings), patch.listOnly);
    expect(list.map((p) => [p.id, p.enabled])).toEqual(items.map((p) => [p.id, p.enabled]));
  });

  it('sets every switch of an item', () => {
    expect(patchFromPreferences([{ id: 'product_likes', enabled: false }, { id: 'security', enabled: false }])).toEqual({
      settings: { push: { likes: false, comments: false } },
      listOnly: { security: false },
    });
  });
});
