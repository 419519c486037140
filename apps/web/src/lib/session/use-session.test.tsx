import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useSession } from './use-session.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useSession while the app takes over a page the server painted for a guest', () => {
  it('renders a guest’s device once: no second render of the whole app right after', async () => {
    let renders = 0;
    function Probe() {
      renders += 1;
      return <p>{useSession().status}</p>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    expect(container.textContent).toBe('anonymous');
    renders = 0;
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(container.textContent).toBe('anonymous');
    expect(renders).toBe(1);
  });
});
