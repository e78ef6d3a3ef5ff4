import { createMemoryBackend } from '@apex/auth-memory';
import type { Backend } from '@apex/auth-port';
import { AUTH_REDIRECT_DELAY_MS, messagesFor } from '@apex/core';
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackendHandle } from '../../backend/BackendHandle.ts';
import { renderAccountRoutes } from '../../testing/renderAccountRoutes.tsx';
import { holdNextAuthCall } from '../../testing/testAccounts.ts';

const words = messagesFor('en');

// Whole-page UI tests: generous on a loaded machine (a timeout, not a behaviour threshold).
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  vi.useRealTimers();
});

const googleButton = () => screen.getByRole('button', { name: 'Continue with Google' });

async function openLogin() {
  const rendered = renderAccountRoutes({ route: '/register' });
  await screen.findByRole('heading', { level: 1, name: 'Login' });
  await waitFor(() => expect(googleButton()).toBeEnabled());
  return rendered;
}

describe('Continue with Google', () => {
  it('is enabled once the app runs, without waiting for the backend, which it does not load', async () => {
    const backend = createMemoryBackend();
    const loader = vi.fn(
      () =>
        new Promise<Backend>(() => {
          // Never arrives.
        }),
    );
    renderAccountRoutes({ route: '/register', backend, handle: createBackendHandle(loader) });
    await waitFor(() => expect(googleButton()).toBeEnabled());
    expect(loader).not.toHaveBeenCalled();
  });

  it('first pressed before the backend has loaded, loads it and then opens the popup', async () => {
    const backend = createMemoryBackend();
    const popup = vi.spyOn(backend.auth, 'signInWithGoogle');
    let finishLoading: (loaded: Backend) => void = () => {};
    const handle = createBackendHandle(
      () =>
        new Promise<Backend>((resolve) => {
          finishLoading = resolve;
        }),
    );
    const { user } = renderAccountRoutes({ route: '/register', backend, handle });
    await waitFor(() => expect(googleButton()).toBeEnabled());
    await user.click(googleButton());
    expect(popup).not.toHaveBeenCalled();
    expect(googleButton()).toBeDisabled();
    await act(async () => finishLoading(backend));
    expect(popup).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(words.success.googleSignIn)).toBeInTheDocument();
  });

  it('tells the user when the sign-in service cannot be loaded, and can be pressed again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const handle = createBackendHandle(() => Promise.reject(new Error('offline')));
    const { user } = renderAccountRoutes({ route: '/register', handle });
    await waitFor(() => expect(googleButton()).toBeEnabled());
    await user.click(googleButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(words.failures.backendUnavailable);
    expect(googleButton()).toBeEnabled();
  });

  it('opens the popup synchronously inside the click, before any await', async () => {
    const { backend } = await openLogin();
    const popup = vi.spyOn(backend.auth, 'signInWithGoogle');
    fireEvent.click(googleButton());
    // Checked in the same task as the click: a browser would still count it as user-initiated.
    expect(popup).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(words.success.googleSignIn)).toBeInTheDocument();
  });

  it('shows "Google sign-in successful!" and goes to / after 2000 ms, not before, once the account has answered its age', async () => {
    const backend = createMemoryBackend();
    await backend.auth.signInWithGoogle();
    await backend.auth.declareAge({ adult: true });
    await backend.auth.signOut();
    const { user, location } = renderAccountRoutes({ route: '/register', backend });
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    await waitFor(() => expect(googleButton()).toBeEnabled());
    const release = holdNextAuthCall(backend, 'signInWithGoogle');
    await user.click(googleButton());
    expect(googleButton()).toBeDisabled();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await release();
    expect(screen.getByRole('status')).toHaveTextContent(words.success.googleSignIn);
    act(() => vi.advanceTimersByTime(AUTH_REDIRECT_DELAY_MS - 1));
    expect(location()).toBe('/register');
    act(() => vi.advanceTimersByTime(1));
    expect(location()).toBe('/');
  });

  it('answers a closed popup politely, not as a red error', async () => {
    const { user, backend } = await openLogin();
    backend.controls.failNext('auth.signInWithGoogle', 'auth/popup-closed-by-user');
    await user.click(googleButton());
    expect(await screen.findByText(words.errors['auth/popup-closed-by-user'])).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(words.errors['auth/popup-closed-by-user']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(googleButton()).toBeEnabled();
  });

  it('answers a cancelled popup politely too', async () => {
    const { user, backend } = await openLogin();
    backend.controls.failNext('auth.signInWithGoogle', 'auth/cancelled-popup-request');
    await user.click(googleButton());
    expect(await screen.findByRole('status')).toHaveTextContent(
      words.errors['auth/cancelled-popup-request'],
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains a blocked popup in the red box', async () => {
    const { user, backend } = await openLogin();
    backend.controls.failNext('auth.signInWithGoogle', 'auth/popup-blocked');
    await user.click(googleButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(words.errors['auth/popup-blocked']);
  });

  it("shows any other Google error in the service's own words", async () => {
    const { user, backend } = await openLogin();
    backend.controls.failNext(
      'auth.signInWithGoogle',
      'auth/operation-not-allowed',
      'Google sign-in is not enabled.',
    );
    await user.click(googleButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in is not enabled.');
  });

  it('is offered in Sign Up mode too', async () => {
    renderAccountRoutes({ route: '/register?mode=signup' });
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });
});
