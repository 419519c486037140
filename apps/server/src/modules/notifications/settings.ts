import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  DEFAULT_NOTIFICATION_SETTINGS,
  PREFERENCE_SWITCHES,
  type NotificationPreference,
  type NotificationSettings,
  type PreferenceId,
} from '@sokoni/contracts/notifications';
import type { NotificationSetting } from '../../platform/notifier.ts';

/** A partial nested settings object, as stored and as PUT /notifications/settings takes it. */
export type SettingsPatch = { [G in keyof NotificationSettings]?: { [K in keyof NotificationSettings[G]]?: boolean } };
type Overrides = Record<string, Record<string, boolean> | undefined>;

export const SETTING_GROUPS = Object.keys(DEFAULT_NOTIFICATION_SETTINGS) as (keyof NotificationSettings)[];

/** The defaults with the user's stored overrides on top; unknown stored keys are dropped. */
export function effectiveSettings(overrides: Overrides | null | undefined): NotificationSettings {
  const result = structuredClone(DEFAULT_NOTIFICATION_SETTINGS);
  for (const group of SETTING_GROUPS) {
    const target = result[group] as Record<string, boolean>;
    for (const [key, value] of Object.entries(overrides?.[group] ?? {})) {
      if (key in target && typeof value === 'boolean') target[key] = value;
    }
  }
  return result;
}

/** doc 2 §3: a push event goes out only while push is on and its own switch is on. */
export function allowsPush(settings: NotificationSettings, setting: NotificationSetting): boolean {
  return settings.push.enabled && settings.push[setting];
}

/** The list form (doc 2 §3) as the nested settings and the list-only flags make it. */
export function preferencesOf(settings: NotificationSettings, listOnly: Record<string, boolean> | null | undefined): NotificationPreference[] {
  return DEFAULT_NOTIFICATION_PREFERENCES.map((item) => {
    const switches = PREFERENCE_SWITCHES[item.id as PreferenceId];
    const group = switches && (settings[switches.group] as Record<string, boolean>);
    const enabled = group ? switches.keys.some((k) => group[k]) : (listOnly?.[item.id] ?? item.enabled);
    return { ...item, enabled };
  });
}

/** PUT /notifications/preferences: the nested switches each item sets, and the list-only flags. */
export function patchFromPreferences(items: { id: string; enabled: boolean }[]): { settings: SettingsPatch; listOnly: Record<string, boolean> } {
  const settings: Record<string, Record<string, boolean>> = {};
  const listOnly: Record<string, boolean> = {};
  for (const { id, enabled } of items) {
    const switches = PREFERENCE_SWITCHES[id as PreferenceId];
    if (!switches) {
      listOnly[id] = enabled;
      continue;
    }
    const group = (settings[switches.group] ??= {});
    for (const key of switches.keys) group[key] = enabled;
  }
  return { settings: settings as SettingsPatch, listOnly };
}
