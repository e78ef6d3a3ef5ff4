import { createMemoryBackend } from '@apex/auth-memory';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BackendProvider } from './BackendContext.tsx';
import { type BackendHandle, createBackendHandle } from './BackendHandle.ts';
import { usePreloadBackend } from './usePreloadBackend.ts';

const wrapperOf =
  (handle: BackendHandle) =>
  ({ children }: { children: ReactNode }) => (
    <BackendProvider handle={handle}>{children}</BackendProvider>
  );

describe('usePreloadBackend', () => {
  it('starts loading the backend when the page mounts', async () => {
    const loader = vi.fn(async () => createMemoryBackend());
    const handle = createBackendHandle(loader);
    renderHook(() => usePreloadBackend(() => {}), { wrapper: wrapperOf(handle) });
    expect(loader).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(handle.peek()).toBeDefined());
  });

  it('passes a failure on, as the handle reports it', async () => {
    const failure = new Error('chunk gone');
    const onFailure = vi.fn();
    renderHook(() => usePreloadBackend(onFailure), {
      wrapper: wrapperOf(createBackendHandle(() => Promise.reject(failure))),
    });
    await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    expect(onFailure.mock.calls[0]?.[0]).toMatchObject({ cause: failure });
  });

  it('says nothing about a failure that comes after the page has gone', async () => {
    let fail: (error: unknown) => void = () => {};
    const onFailure = vi.fn();
    const { unmount } = renderHook(() => usePreloadBackend(onFailure), {
      wrapper: wrapperOf(
        createBackendHandle(
          () =>
            new Promise((_, reject) => {
              fail = reject;
            }),
        ),
      ),
    });
    unmount();
    fail(new Error('chunk gone'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(onFailure).not.toHaveBeenCalled();
  });
});
