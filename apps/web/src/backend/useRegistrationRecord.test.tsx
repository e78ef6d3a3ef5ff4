import { BackendError } from '@apex/auth-port';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/AppProviders.tsx';
import { backendWithAccount } from '../testing/testAccounts.ts';
import { backendHandleOf } from './BackendHandle.ts';
import { useRegistrationRecord } from './useRegistrationRecord.ts';

async function renderRecord(failure: Error) {
  const { backend, user } = await backendWithAccount();
  vi.spyOn(backend.registrations, 'read').mockRejectedValue(failure);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders backend={backendHandleOf(backend)}>{children}</AppProviders>
  );
  return renderHook(() => useRegistrationRecord(user.uid, '2024-10'), { wrapper });
}

describe('useRegistrationRecord', () => {
  it('reports a failed read, and says so', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = await renderRecord(new BackendError('registration/unavailable', 'down'));
    await waitFor(() => expect(result.current.record.status).toBe('failed'));
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });

  it('treats a read refused because the account just signed out as signed out, not a failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { result } = await renderRecord(
      new BackendError('auth/unauthenticated', 'Nobody is signed in.'),
    );
    await waitFor(() => expect(result.current.record.status).toBe('signed-out'));
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });
});
