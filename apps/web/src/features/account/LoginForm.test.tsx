import type { MemoryBackend } from '@apex/auth-memory';
import { AUTH_REDIRECT_DELAY_MS, messagesFor } from '@apex/core';
import { act, configure, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAccountRoutes } from '../../testing/renderAccountRoutes.tsx';
import {
  backendWithAccount,
  holdNextAuthCall,
  TEST_EMAIL,
  TEST_PASSWORD,
} from '../../testing/testAccounts.ts';

const words = messagesFor('en');

// Whole-page UI tests: generous on a loaded machine (a timeout, not a behaviour threshold).
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  vi.useRealTimers();
});

async function openLogin(route = '/login') {
  const { backend } = await backendWithAccount({ signedIn: false });
  const rendered = renderAccountRoutes({ route, backend });
  await screen.findByRole('heading', { level: 1, name: 'Login' });
  return rendered;
}

describe('LoginForm', () => {
  it('requires the email first, marks it invalid and focuses it', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent(words.validation.emailRequired);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(words.validation.emailRequired);
  });

  it('requires the password and focuses it', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), TEST_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent(words.validation.passwordRequired);
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('refuses a malformed email before calling the backend', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'asha@');
    await user.type(screen.getByLabelText('Password'), TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent(words.validation.emailInvalid);
  });

  it('shows our words for a code we know, whatever the service said, and keeps what was typed', async () => {
    const { user, backend } = await openLogin();
    backend.controls.failNext('auth.signIn', 'auth/invalid-credential', 'Wrong email or password.');
    await user.type(screen.getByLabelText('Email'), TEST_EMAIL);
    await user.type(screen.getByLabelText('Password'), 'Wrong@123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      words.errors['auth/invalid-credential'],
    );
    expect(screen.getByLabelText('Email')).toHaveValue(TEST_EMAIL);
    expect(screen.getByLabelText('Password')).toHaveValue('Wrong@123');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it("shows the service's own message in the red box for a code we have no words for", async () => {
    const { user, backend } = await openLogin();
    backend.controls.failNext('auth.signIn', 'auth/quota-exceeded', 'Exceeded quota.');
    await user.type(screen.getByLabelText('Email'), TEST_EMAIL);
    await user.type(screen.getByLabelText('Password'), TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Exceeded quota.');
  });

  it('disables the submit button while the call is in flight', async () => {
    const { user, backend } = await openLogin();
    backend.controls.setLatency(50);
    await user.type(screen.getByLabelText('Email'), TEST_EMAIL);
    await user.type(screen.getByLabelText('Password'), TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    expect(await screen.findByText(words.success.login)).toBeInTheDocument();
  });

  it('shows "Login successful!" politely, then goes to / after 2000 ms, not before', async () => {
    const { user, location, backend } = await openLogin();
    await loginAndHoldAnswer(user, backend);
    expect(screen.getByRole('status')).toHaveTextContent(words.success.login);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(AUTH_REDIRECT_DELAY_MS - 1));
    expect(location()).toBe('/login');
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1));
    expect(location()).toBe('/');
  });

  it('returns to a same-site redirectTo after login', async () => {
    const { user, location, backend } = await openLogin('/login?redirectTo=%2Fapex%3Fx%3D1');
    await loginAndHoldAnswer(user, backend);
    act(() => vi.advanceTimersByTime(AUTH_REDIRECT_DELAY_MS));
    expect(location()).toBe('/apex?x=1');
  });

  it('ignores an absolute redirectTo and goes home instead', async () => {
    const { user, location, backend } = await openLogin(
      `/login?redirectTo=${encodeURIComponent('https://evil.example/')}`,
    );
    await loginAndHoldAnswer(user, backend);
    act(() => vi.advanceTimersByTime(AUTH_REDIRECT_DELAY_MS));
    expect(location()).toBe('/');
  });
});

/** Logs in on real timers, then answers on a fake clock that starts with the success. */
async function loginAndHoldAnswer(user: UserEvent, backend: MemoryBackend) {
  const release = holdNextAuthCall(backend, 'signIn');
  await user.type(screen.getByLabelText('Email'), TEST_EMAIL);
  await user.type(screen.getByLabelText('Password'), TEST_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  await release();
}
