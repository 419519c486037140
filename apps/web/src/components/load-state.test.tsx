import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listStatus, LoadState } from './load-state.tsx';

afterEach(cleanup);

const blocks = {
  loading: <p>skeleton</p>,
  error: { title: 'Failed to load products', description: 'Network error' },
  empty: { title: 'No products found' },
};

describe('LoadState', () => {
  it('shows the skeleton, the content, the empty block or the error with Try Again', () => {
    const onRetry = vi.fn();
    const { rerender } = render(<LoadState status="loading" {...blocks}>content</LoadState>);
    expect(screen.getByText('skeleton')).toBeTruthy();
    rerender(<LoadState status="ready" {...blocks}>content</LoadState>);
    expect(screen.getByText('content')).toBeTruthy();
    rerender(<LoadState status="empty" {...blocks}>content</LoadState>);
    expect(screen.getByRole('heading', { name: 'No products found' })).toBeTruthy();
    expect(screen.queryByText('content')).toBeNull();
    rerender(<LoadState status="error" {...blocks} error={{ ...blocks.error, onRetry }} />);
    expect(screen.getByRole('heading', { name: 'Failed to load products' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('counts a list as failed or empty only while nothing is on screen', () => {
    expect(listStatus({ isPending: true, isError: false }, 0)).toBe('loading');
    expect(listStatus({ isPending: false, isError: true }, 0)).toBe('error');
    expect(listStatus({ isPending: false, isError: true }, 3)).toBe('ready');
    expect(listStatus({ isPending: false, isError: false }, 0)).toBe('empty');
  });
});
