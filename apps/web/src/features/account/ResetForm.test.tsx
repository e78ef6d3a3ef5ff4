import { messagesFor } from '@apex/core';
import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAccountRoutes } from '../../testing/renderAccountRoutes.tsx';
import { backendWithAccount, TEST_EMAIL } from '../../testing/testAccounts.ts';

const words = messagesFor('en');

// Whole-page UI tests: generous on a loaded machine (a timeout, not a behaviour threshold).
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

async function openReset() {
  const { backend } = await backendWithAccount({ signedIn: false });
  const rendered = renderAccountRoutes({ route: '/register?mode=reset', backend });
  await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
  return rendered;
}

describe('ResetForm', () => {
  it('requires the email and focuses it', async () => {
    const { user } = await openReset();
    await user.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    expect(screen.getByRole('alert')).toHaveTextContent(words.validation.emailRequired);
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('sends the mail, says "Password reset email sent!" and returns to Login mode', async () => {
    const { user, backend } = await openReset();
    await user.type(screen.getByLabelText('Email'), TEST_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Login' });
    // Focus moves in an effect after the mode's heading renders.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(words.success.passwordReset);
    expect(backend.controls.outbox.map((mail) => mail.to)).toEqual([TEST_EMAIL]);
    // The address is ready for logging in once the new password is set.
    expect(screen.getByLabelText('Email')).toHaveValue(TEST_EMAIL);
  });

  it('shows our words for the code in the red box and stays in Reset Password', async () => {
    const { user, backend } = await openReset();
    backend.controls.failNext(
      'auth.sendPasswordReset',
      'auth/too-many-requests',
      'Too many requests from this device.',
    );
    await user.type(screen.getByLabelText('Email'), TEST_EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      words.errors['auth/too-many-requests'],
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reset Password');
    expect(screen.getByLabelText('Email')).toHaveValue(TEST_EMAIL);
  });
});
