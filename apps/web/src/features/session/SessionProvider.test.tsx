import { createMemoryBackend } from '@apex/auth-memory';
import { act, configure, render, screen, waitFor } from '@testing-library/react';
import { Suspense, use } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders.tsx';
import {
  type BackendHandle,
  backendHandleOf,
  createBackendHandle,
} from '../../backend/BackendHandle.ts';
import { renderApp } from '../../testing/renderApp.tsx';
import { backendWithAccount, TEST_EMAIL } from '../../testing/testAccounts.ts';
import { SESSION_HINT_KEY } from './sessionHint.ts';
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

/** A nav whose signed-in or signed-out view never finishes loading: it suspends on a report. */
const never = new Promise<string>(() => {});
function SuspendingNav() {
  const session = useSession();
  return <p>{session.status === 'unknown' ? 'the nav, as prerendered' : use(never)}</p>;
}

/** The session's status, calling `onRender` each time it renders. */
function CountingNav({ onRender }: { onRender: () => void }) {
  onRender();
  return <p data-testid="status">{useSession().status}</p>;
}

const renderSession = (handle: BackendHandle) =>
  render(
    <AppProviders backend={handle}>
      <SessionProbe />
    </AppProviders>,
  );

const text = (id: string) => screen.getByTestId(id).textContent;

/** Long enough for the idle callback (a timer in jsdom) to have run, had one been scheduled. */
const idlePassed = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SessionProvider', () => {
  it('reports signed-out once the backend says nobody is signed in', async () => {
    renderSession(backendHandleOf(createMemoryBackend()));
    await waitFor(() => expect(text('status')).toBe('signed-out'));
  });

  it('reports the sign-in state as a transition: what is on screen stays while the next view loads', async () => {
    render(
      <AppProviders backend={backendHandleOf(createMemoryBackend())}>
        <Suspense fallback={<p>loading</p>}>
          <SuspendingNav />
        </Suspense>
      </AppProviders>,
    );
    await idlePassed();
    // An urgent update would have replaced the nav with the fallback (P23).
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(screen.getByText('the nav, as prerendered')).toBeInTheDocument();
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
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    let runIdle: () => void = () => {};
    const requestIdleCallback = vi.fn((task: () => void) => {
      runIdle = task;
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const load = vi.fn(async () => createMemoryBackend());
    renderSession(createBackendHandle(load));
    expect(text('status')).toBe('unknown');
    expect(load).not.toHaveBeenCalled();
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
    await act(async () => runIdle());
    await waitFor(() => expect(text('status')).toBe('signed-out'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timeout where requestIdleCallback is missing', async () => {
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    vi.stubGlobal('requestIdleCallback', undefined);
    renderSession(createBackendHandle(async () => createMemoryBackend()));
    expect(text('status')).toBe('unknown');
    await waitFor(() => expect(text('status')).toBe('signed-out'));
  });
});

describe('the session hint', () => {
  it('a browser that never signed in here is signed out at once, without loading the backend', async () => {
    const load = vi.fn(async () => createMemoryBackend());
    renderSession(createBackendHandle(load));
    expect(text('status')).toBe('signed-out');
    await idlePassed();
    expect(load).not.toHaveBeenCalled();
  });

  it('follows a backend that a page loads later, e.g. a sign-in on /register', async () => {
    const { backend } = await backendWithAccount({
      profile: { username: 'Asha', email: TEST_EMAIL },
    });
    const handle = createBackendHandle(async () => backend);
    renderSession(handle);
    expect(text('status')).toBe('signed-out');
    await act(() => handle.load());
    await waitFor(() => expect(text('username')).toBe('Asha'));
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
  });

  it('re-renders nothing when a backend a page loads later confirms the signed-out state', async () => {
    const backend = createMemoryBackend();
    const subscribe = vi.spyOn(backend.auth, 'onAuthStateChanged');
    const handle = createBackendHandle(async () => backend);
    const onRender = vi.fn();
    render(
      <AppProviders backend={handle}>
        <CountingNav onRender={onRender} />
      </AppProviders>,
    );
    await waitFor(() => expect(text('status')).toBe('signed-out'));
    const rendersWhenSignedOut = onRender.mock.calls.length;
    await act(() => handle.load());
    await idlePassed();
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(text('status')).toBe('signed-out');
    expect(onRender).toHaveBeenCalledTimes(rendersWhenSignedOut);
  });

  it('is set when the backend reports a user and removed when it reports none', async () => {
    const { backend } = await backendWithAccount({ signedIn: false });
    renderSession(backendHandleOf(backend));
    await waitFor(() => expect(text('status')).toBe('signed-out'));
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
    await act(() => backend.auth.signIn(TEST_EMAIL, 'Secret@123'));
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
    await act(() => backend.auth.signOut());
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('when storage cannot be read, loads the backend on idle as before', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const { backend } = await backendWithAccount();
    const load = vi.fn(async () => backend);
    renderSession(createBackendHandle(load));
    await waitFor(() => expect(text('status')).toBe('signed-in'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stops following the backend once unmounted', async () => {
    const backend = createMemoryBackend();
    const subscribe = vi.spyOn(backend.auth, 'onAuthStateChanged');
    const handle = createBackendHandle(async () => backend);
    const { unmount } = renderSession(handle);
    unmount();
    await handle.load();
    expect(subscribe).not.toHaveBeenCalled();
  });
});

describe('the nav on the whole site', () => {
  it('a first-time visitor gets SignUp and the backend is never loaded', async () => {
    const load = vi.fn(async () => createMemoryBackend());
    renderApp({ route: '/', handle: createBackendHandle(load) });
    expect(screen.getAllByRole('link', { name: 'SignUp' }).length).toBeGreaterThan(0);
    await idlePassed();
    expect(load).not.toHaveBeenCalled();
  });

  it('a visitor who signed in here gets the backend on idle and the avatar for their session', async () => {
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    const { backend } = await backendWithAccount({
      profile: { username: 'Asha', email: TEST_EMAIL },
    });
    const load = vi.fn(async () => backend);
    renderApp({ route: '/', handle: createBackendHandle(load) });
    expect(
      (await screen.findAllByRole('button', { name: `Account menu for ${TEST_EMAIL}` })).length,
    ).toBeGreaterThan(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'SignUp' })).not.toBeInTheDocument();
  });

  it('a login on /login shows the avatar and sets the hint; Logout removes it', async () => {
    const { backend } = await backendWithAccount({ signedIn: false });
    const { user } = renderApp({
      route: '/login',
      handle: createBackendHandle(async () => backend),
    });
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    await user.type(screen.getByLabelText('Email'), TEST_EMAIL);
    await user.type(screen.getByLabelText('Password'), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const [avatar] = await screen.findAllByRole('button', {
      name: `Account menu for ${TEST_EMAIL}`,
    });
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
    await user.click(avatar as HTMLElement);
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect((await screen.findAllByRole('link', { name: 'SignUp' })).length).toBeGreaterThan(0);
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });
});
