import { messagesFor } from '@apex/core';
import { configure, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createBackendHandle } from '../backend/BackendHandle.ts';
import { renderApp } from '../testing/renderApp.tsx';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const words = messagesFor('en');

/**
 * The backend's code is a chunk of its own; after a deploy (or offline) it cannot load. Each
 * account form then says it could not reach the sign-in service, in the dictionary's words, and
 * keeps what was typed (the passwords of a failed sign-up excepted, decision A1).
 */
function withUnreachableBackend(route: string) {
  const handle = createBackendHandle(() =>
    Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
  );
  return renderApp({ route, handle });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('an account form whose backend code does not load', () => {
  it('Sign Up says it could not reach the service and keeps the username and email', async () => {
    const { user } = withUnreachableBackend('/register?mode=signup');
    await screen.findByRole('heading', { level: 1, name: 'Sign Up' });
    await user.type(screen.getByLabelText('Username'), 'Asha');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'Apex@2024x');
    await user.type(screen.getByLabelText('Confirm password'), 'Apex@2024x');
    await user.click(screen.getByRole('radio', { name: words.accountAge.adult }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(words.failures.backendUnavailable);
    expect(screen.getByLabelText('Username')).toHaveValue('Asha');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    expect(console.error).toHaveBeenCalledWith(
      'Error loading the sign-in service:',
      expect.anything(),
    );
  });

  it('Login says so and keeps the email and password', async () => {
    const { user } = withUnreachableBackend('/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'Apex@2024x');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(words.failures.backendUnavailable);
    expect(screen.queryByText(words.failures.unexpected)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('Apex@2024x');
  });

  it('Reset Password says so and keeps the email', async () => {
    const { user } = withUnreachableBackend('/register?mode=reset');
    await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Email' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(words.failures.backendUnavailable);
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
  });
});
