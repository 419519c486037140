import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedCommand } from './shortcuts.ts';
import { useFeedShortcuts } from './use-feed-shortcuts.ts';

function Harness({ onCommand, panelOpen = false }: { onCommand: (c: FeedCommand) => void; panelOpen?: boolean }) {
  useFeedShortcuts(onCommand, { panelOpen });
  return <input aria-label="field" />;
}

const press = (key: string, target: EventTarget = window) => target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('useFeedShortcuts', () => {
  it('runs commands on a desktop-wide window, but not while typing or under a dialog', () => {
    const onCommand = vi.fn();
    const { getByLabelText } = render(<Harness onCommand={onCommand} />);
    press('ArrowDown');
    expect(onCommand).toHaveBeenLastCalledWith({ type: 'next' });
    press('j', getByLabelText('field'));
    expect(onCommand).toHaveBeenCalledTimes(1);
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    press('?');
    expect(onCommand).toHaveBeenCalledTimes(1);
  });

  it('with a panel open, only closing it works', () => {
    const onCommand = vi.fn();
    render(<Harness onCommand={onCommand} panelOpen />);
    press('ArrowDown');
    press('L');
    expect(onCommand).not.toHaveBeenCalled();
    press('ArrowLeft');
    expect(onCommand).toHaveBeenCalledWith({ type: 'close-details' });
  });

  it('is off below 768 px', () => {
    const happy = (window as unknown as { happyDOM: { setViewport: (v: { width: number }) => void } }).happyDOM;
    const original = window.innerWidth;
    happy.setViewport({ width: 500 });
    const onCommand = vi.fn();
    render(<Harness onCommand={onCommand} />);
    press('ArrowDown');
    expect(onCommand).not.toHaveBeenCalled();
    happy.setViewport({ width: original });
  });
});
