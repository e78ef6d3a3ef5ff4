import { createMemoryBackend } from '@apex/auth-memory';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { type ReactNode, Suspense, use } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BackendProvider } from './BackendContext.tsx';
import { type BackendHandle, createBackendHandle } from './BackendHandle.ts';
import { useBackendReady } from './useBackendReady.ts';

const wrapperOf =
  (handle: BackendHandle) =>
  ({ children }: { children: ReactNode }) => (
    <BackendProvider handle={handle}>{children}</BackendProvider>
  );

/** A page whose next view never finishes loading: it suspends once the backend is ready. */
const never = new Promise<string>(() => {});
function SuspendingPage() {
  const ready = useBackendReady(() => {});
  return <p>{ready ? use(never) : 'the form, as prerendered'}</p>;
}

describe('useBackendReady', () => {
  it('loads the backend on mount and says so once it has', async () => {
    const loader = vi.fn(async () => createMemoryBackend());
    const { result } = renderHook(() => useBackendReady(() => {}), {
      wrapper: wrapperOf(createBackendHandle(loader)),
    });
    expect(result.current).toBe(false);
    expect(loader).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('passes a failure on and stays not ready', async () => {
    const failure = new Error('chunk gone');
    const onFailure = vi.fn();
    const { result } = renderHook(() => useBackendReady(onFailure), {
      wrapper: wrapperOf(createBackendHandle(() => Promise.reject(failure))),
    });
    await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    expect(onFailure.mock.calls[0]?.[0]).toMatchObject({ cause: failure });
    expect(result.current).toBe(false);
  });

  it('keeps what is on screen while the page it shows next is still loading (a transition)', async () => {
    render(
      <Suspense fallback={<p>loading</p>}>
        <SuspendingPage />
      </Suspense>,
      { wrapper: wrapperOf(createBackendHandle(async () => createMemoryBackend())) },
    );
    expect(screen.getByText('the form, as prerendered')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // An urgent update would have replaced the page with the fallback.
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(screen.getByText('the form, as prerendered')).toBeInTheDocument();
  });
});
