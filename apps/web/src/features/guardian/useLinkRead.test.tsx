import { createMemoryBackend } from '@apex/auth-memory';
import { type Backend, BackendError } from '@apex/auth-port';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders.tsx';
import { backendHandleOf } from '../../backend/BackendHandle.ts';
import { useLinkRead } from './useLinkRead.ts';

function renderRead(
  token: string | null,
  read: (backend: Backend, token: string) => Promise<string>,
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders backend={backendHandleOf(createMemoryBackend())}>{children}</AppProviders>
  );
  return renderHook(() => useLinkRead(token, read, 'the request'), { wrapper });
}

describe('useLinkRead', () => {
  it('asks for the link when the address carries no token, and reads nothing', () => {
    const read = vi.fn(async () => 'held');
    const { result } = renderRead('', read);
    expect(result.current.state).toEqual({ status: 'no-token' });
    expect(read).not.toHaveBeenCalled();
  });

  it('reads what is behind the token, once loaded', async () => {
    const read = vi.fn(async (_backend: Backend, token: string) => `held for ${token}`);
    const { result } = renderRead('abc', read);
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'open', value: 'held for abc' }),
    );
  });

  it('shows a spent or unknown link as an answer, without logging it as a fault', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const read = vi.fn(async () => {
      throw new BackendError('guardian/link-used', 'used');
    });
    const { result } = renderRead('abc', read);
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'failed', code: 'guardian/link-used' }),
    );
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('logs any other failure, and reads again on retry', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const read = vi
      .fn<(backend: Backend, token: string) => Promise<string>>()
      .mockRejectedValueOnce(new BackendError('registration/unavailable', 'down'))
      .mockResolvedValueOnce('held');
    const { result } = renderRead('abc', read);
    await waitFor(() => expect(result.current.state.status).toBe('failed'));
    expect(logged).toHaveBeenCalledWith('Error reading the request:', expect.any(BackendError));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'open', value: 'held' }));
    logged.mockRestore();
  });
});
