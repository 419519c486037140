import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

afterEach(cleanup);

describe('ConfirmDialog', () => {
  it('passes the optional reason to onConfirm', () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={() => {}}
        title="Deactivate account?"
        confirmLabel="Deactivate"
        reason={{ label: 'Reason (optional)' }}
        onConfirm={onConfirm}
      />,
    );
    fireEvent.change(screen.getByLabelText('Reason (optional)'), { target: { value: '  Moving away  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(onConfirm).toHaveBeenCalledWith('Moving away');
  });

  it('confirms without a reason field when none is asked for', () => {
    const onConfirm = vi.fn();
    render(<ConfirmDialog open onOpenChange={() => {}} title="Delete?" onConfirm={onConfirm} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledWith(undefined);
  });
});
