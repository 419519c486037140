import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { UNKNOWN_USER_NAME } from '@sokoni/contracts/session-rules';
import type { User } from '@sokoni/contracts/users';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '@/components/toast/toast-provider.tsx';
import { EditProfileModal } from './edit-profile-modal.tsx';

function renderModal(name: string) {
  const user = { id: 'u1', _id: 'u1', name, username: 'user_a9ce9171', phoneNumber: '+26879000001', avatar: null } as unknown as User;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <EditProfileModal user={user} open onOpenChange={() => {}} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return screen.getByLabelText('Full Name') as HTMLInputElement;
}

afterEach(cleanup);

describe('EditProfileModal (doc 2 §2.8)', () => {
  it("a newcomer's name starts empty, not as the stand-in they would otherwise save", () => {
    const field = renderModal(UNKNOWN_USER_NAME);
    expect(field.value).toBe('');
    expect(field.placeholder).toMatch(/Your name/);
  });

  it('a name already set is there to edit', () => {
    expect(renderModal('Thandi Dlamini').value).toBe('Thandi Dlamini');
  });
});
