import { createMemoryBackend } from '@apex/auth-memory';
import type { Backend } from '@apex/auth-port';
import { act, render, renderHook, screen } from '@testing-library/react';
import { type ReactNode, Suspense, use } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BackendProvider } from './BackendContext.tsx';
import { type BackendHandle, createBackendHandle } from './BackendHandle.ts';
import { useBackendLoaded } from './useBackendLoaded.ts';

const wrapperOf =
  (handle: BackendHandle) =>
  ({ children }: { children: ReactNode }) => (
    <BackendProvider handle={handle}>{children}</BackendProvider>
  );

/** A handle whose load the test finishes, or fails, when it chooses. */
function heldHandle() {
  let finish: (backend: Backend) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const loader = vi.fn(
    () =>
      new Promise<Backend>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      }),
  );
  return {
    handle: createBackendHandle(loader),
    loader,
    finish: (backend: Backend) => finish(backend),
    fail: (error: unknown) => fail(error),
  };
}

/** A button whose next view never finishes loading: it suspends once the backend is there. */
const never = new Promise<string>(() => {});
function SuspendingButton() {
  const loaded = useBackendLoaded();
  return <p>{loaded ? use(never) : 'the button, as prerendered'}</p>;
}

describe('useBackendLoaded', () => {
  it('loads nothing itself, and says so once someone else has loaded the backend', async () => {
    const held = heldHandle();
    const { result } = renderHook(() => useBackendLoaded(), { wrapper: wrapperOf(held.handle) });
    expect(result.current).toBe(false);
    expect(held.loader).not.toHaveBeenCalled();

    const loading = held.handle.load();
    await act(async () => {
      held.finish(createMemoryBackend());
      await loading;
    });
    expect(result.current).toBe(true);
  });

  it('is true at once (after the first render) when the backend was already loaded', async () => {
    const handle = createBackendHandle(async () => createMemoryBackend());
    await handle.load();
    const { result } = renderHook(() => useBackendLoaded(), { wrapper: wrapperOf(handle) });
    expect(result.current).toBe(true);
  });

  it('stays false when the load fails', async () => {
    const held = heldHandle();
    const { result } = renderHook(() => useBackendLoaded(), { wrapper: wrapperOf(held.handle) });
    const loading = held.handle.load().catch(() => 'failed');
    await act(async () => {
      held.fail(new Error('chunk gone'));
      await loading;
    });
    expect(result.current).toBe(false);
  });

  it('keeps what is on screen while what it shows next is still loading (a transition)', async () => {
    const handle = createBackendHandle(async () => createMemoryBackend());
    render(
      <Suspense fallback={<p>loading</p>}>
        <SuspendingButton />
      </Suspense>,
      { wrapper: wrapperOf(handle) },
    );
    expect(screen.getByText('the button, as prerendered')).toBeInTheDocument();
    await act(async () => {
      await handle.load();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    // An urgent update would have replaced the button with the fallback.
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(screen.getByText('the button, as prerendered')).toBeInTheDocument();
  });
});
