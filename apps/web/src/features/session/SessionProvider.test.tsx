import { createMemoryBackend } from '@apex/auth-memory';
import type { Backend } from '@apex/auth-port';
import { act, configure, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders.tsx';
import { type BackendHandle, backendHandleOf } from '../../backend/BackendHandle.ts';
import { backendWithAccount, TEST_EMAIL } from '../account/testAccounts.ts';
import { useSession } from './useSession.ts';
import { useSessionActions } from './useSessionActions.ts';

// Whole-page UI tests: generous on a loaded machine (a timeout, not a behaviour threshold).
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

function SessionProbe() {
  const session = useSession();
  const { setProfile } = useSessionActions();
  return (
    <>
      <p data-testid="status">{session.status}</p>
      {session.status === 'signed-in' && (
        <>
          <p data-testid="email">{session.user.email}</p>
          <p data-testid="username">{session.profile?.username ?? '(no profile)'}</p>
          <button
            type="button"
            onClick={() => setProfile(session.user.uid, { username: 'Renamed', email: TEST_EMAIL })}
          >
            rename
          </button>
        </>
      )}
    </>
  );
}

const renderSession = (handle: BackendHandle) =>
  render(
    <AppProviders backend={handle}>
      <SessionProbe />
    </AppProviders>,
  );

const text = (id: string) => screen.getByTestId(id).textContent;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SessionProvider', () => {
  it('reports signed-out once the backend says nobody is signed in', async () => {
    renderSession(backendHandleOf(createMemoryBackend()));
    await waitFor(() => expect(text('status')).toBe('signed-out'));
  });

  it('holds the signed-in user and reads users/{uid} for the avatar', async () => {
    const { backend } = await backendWithAccount({
      profile: { username: 'Asha', email: TEST_EMAIL },
    });
    renderSession(backendHandleOf(backend));
    await waitFor(() => expect(text('username')).toBe('Asha'));
    expect(text('status')).toBe('signed-in');
    expect(text('email')).toBe(TEST_EMAIL);
  });

  it('clears the user and the profile on sign-out, and picks up a later sign-in', async () => {
    const { backend } = await backendWithAccount({
      profile: { username: 'Asha', email: TEST_EMAIL },
    });
    renderSession(backendHandleOf(backend));
    await waitFor(() => expect(text('username')).toBe('Asha'));
    await act(() => backend.auth.signOut());
    expect(text('status')).toBe('signed-out');
    expect(screen.queryByTestId('username')).not.toBeInTheDocument();
    await act(() => backend.auth.signIn(TEST_EMAIL, 'Secret@123'));
    await waitFor(() => expect(text('username')).toBe('Asha'));
  });

  it('subscribes to the sign-in state exactly once', async () => {
    const backend = createMemoryBackend();
    const subscribe = vi.spyOn(backend.auth, 'onAuthStateChanged');
    renderSession(backendHandleOf(backend));
    await waitFor(() => expect(text('status')).toBe('signed-out'));
    expect(subscribe).toHaveBeenCalledTimes(1);
  });

  it('logs a failed profile read as "Error fetching user data:" and stays signed in', async () => {
    const { backend } = await backendWithAccount({
      profile: { username: 'Asha', email: TEST_EMAIL },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.controls.failNext('profiles.read', 'profile/unavailable');
    renderSession(backendHandleOf(backend));
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Error fetching user data:', expect.anything()),
    );
    expect(text('status')).toBe('signed-in');
    expect(text('username')).toBe('(no profile)');
  });

  it('lets a page replace the profile so everything showing it updates at once', async () => {
    const { backend } = await backendWithAccount({
      profile: { username: 'Asha', email: TEST_EMAIL },
    });
    renderSession(backendHandleOf(backend));
    await waitFor(() => expect(text('username')).toBe('Asha'));
    act(() => screen.getByRole('button', { name: 'rename' }).click());
    expect(text('username')).toBe('Renamed');
  });

  it('stays unknown until the browser is idle when the backend is not loaded yet', async () => {
    const backend = createMemoryBackend();
    let runIdle: () => void = () => {};
    const requestIdleCallback = vi.fn((task: () => void) => {
      runIdle = task;
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    let loaded: Backend | undefined;
    const load = vi.fn(async () => {
      loaded = backend;
      return backend;
    });
    renderSession({ load, peek: () => loaded });
    expect(text('status')).toBe('unknown');
    expect(load).not.toHaveBeenCalled();
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
    await act(async () => runIdle());
    await waitFor(() => expect(text('status')).toBe('signed-out'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timeout where requestIdleCallback is missing', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const backend = createMemoryBackend();
    let loaded: Backend | undefined;
    const handle: BackendHandle = {
      load: async () => {
        loaded = backend;
        return backend;
      },
      peek: () => loaded,
    };
    renderSession(handle);
    expect(text('status')).toBe('unknown');
    await waitFor(() => expect(text('status')).toBe('signed-out'));
  });
});
