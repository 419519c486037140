import { TOAST_DEFAULT_MS, TOAST_EXIT_MS } from '@sokoni/contracts/constants';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ignoreToastClicks, useToast, useToastsBelowScreenHeader, useToastsClearOfTop } from './toast-context.ts';
import { Modal } from '../modal.tsx';
import { ToastProvider } from './toast-provider.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function ShowButton() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.success('Saved')}>
      show
    </button>
  );
}

describe('toasts', () => {
  it('throws when used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useToast())).toThrow('useToast must be used within a ToastProvider');
  });

  it('shows a toast, slides it out after 4000 ms, and removes it 300 ms later', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <ShowButton />
      </ToastProvider>,
    );
    act(() => screen.getByText('show').click());
    const toast = screen.getByRole('status');
    expect(toast.textContent).toContain('Saved');
    expect(toast.dataset.kind).toBe('success');

    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_MS));
    expect(screen.getByRole('status').className).toContain('animate-toast-out');
    act(() => vi.advanceTimersByTime(TOAST_EXIT_MS));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows toasts at the bottom while a panel hangs from the top, and back at the top after', () => {
    function TopPanel() {
      useToastsClearOfTop();
      return null;
    }
    const view = (panelOpen: boolean) => (
      <ToastProvider>
        <ShowButton />
        {panelOpen && <TopPanel />}
      </ToastProvider>
    );
    const { rerender } = render(view(false));
    const layer = screen.getByTestId('toasts');
    expect(layer.dataset.placement).toBe('top');
    rerender(view(true));
    act(() => screen.getByText('show').click());
    expect(layer.dataset.placement).toBe('bottom');
    expect(layer.className).toContain('bottom-0');
    rerender(view(false));
    expect(layer.dataset.placement).toBe('top');
  });

  it('shows toasts in the strip a modal leaves free at the top while it is open', () => {
    const view = (open: boolean) => (
      <ToastProvider>
        <ShowButton />
        <Modal open={open} onOpenChange={() => {}} title="Edit Shop" />
      </ToastProvider>
    );
    const { rerender } = render(view(true));
    const layer = screen.getByTestId('toasts');
    expect(layer.dataset.placement).toBe('modal');
    rerender(view(false));
    expect(layer.dataset.placement).toBe('top');
  });

  it('shows toasts below a screen header while that screen is on, under a modal when one opens', () => {
    function ChatScreen() {
      useToastsBelowScreenHeader();
      return null;
    }
    const view = (screenOn: boolean, modalOpen = false) => (
      <ToastProvider>
        <ShowButton />
        {screenOn && <ChatScreen />}
        <Modal open={modalOpen} onOpenChange={() => {}} title="Login Required" />
      </ToastProvider>
    );
    const { rerender } = render(view(true));
    const layer = screen.getByTestId('toasts');
    expect(layer.dataset.placement).toBe('screenHeader');
    rerender(view(true, true));
    expect(layer.dataset.placement).toBe('modal');
    rerender(view(false));
    expect(layer.dataset.placement).toBe('top');
  });

  it('shows a description under the message', () => {
    function Describe() {
      const toast = useToast();
      return (
        <button type="button" onClick={() => toast.show({ kind: 'error', message: 'Failed to start voice input', description: 'Allow the microphone.' })}>
          describe
        </button>
      );
    }
    render(
      <ToastProvider>
        <Describe />
      </ToastProvider>,
    );
    act(() => screen.getByText('describe').click());
    const toast = screen.getByRole('alert');
    expect(toast.textContent).toContain('Failed to start voice input');
    expect(toast.textContent).toContain('Allow the microphone.');
  });

  it("does not count a press on a toast as a press outside the modal (which would close it)", () => {
    render(
      <ToastProvider>
        <ShowButton />
      </ToastProvider>,
    );
    act(() => screen.getByText('show').click());
    const press = (target: Element) => {
      const event = { target, preventDefault: vi.fn() };
      ignoreToastClicks(event);
      return event.preventDefault.mock.calls.length > 0;
    };
    expect(press(screen.getByRole('button', { name: 'Dismiss notification' }))).toBe(true);
    expect(press(screen.getByText('show'))).toBe(false);
  });
});
