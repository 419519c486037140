import { describe, expect, it } from 'vitest';
import { toggleTowards } from './optimistic-toggle.ts';

/** A server-side toggle starting from `liked`. */
function serverToggle(liked: boolean) {
  let state = liked;
  let calls = 0;
  return {
    toggle: async () => {
      calls++;
      state = !state;
      return { active: state, count: state ? 1 : 0 };
    },
    calls: () => calls,
  };
}

describe('toggleTowards', () => {
  it('sends one toggle when the screen knew the state', async () => {
    const server = serverToggle(false);
    expect(await toggleTowards(true, server.toggle)).toEqual({ active: true, count: 1 });
    expect(server.calls()).toBe(1);
  });

  it('toggles once more when the screen showed a stale state, ending where the person asked', async () => {
    // Shown as not liked, but already liked on the server: the tap means "like".
    const server = serverToggle(true);
    expect(await toggleTowards(true, server.toggle)).toEqual({ active: true, count: 1 });
    expect(server.calls()).toBe(2);
  });
});
