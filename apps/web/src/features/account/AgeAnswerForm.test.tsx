import { createMemoryBackend } from '@apex/auth-memory';
import { AUTH_REDIRECT_DELAY_MS, messagesFor } from '@apex/core';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAccountRoutes } from '../../testing/renderAccountRoutes.tsx';

const words = messagesFor('en');
const GOOGLE_EMAIL = 'asha.google@example.com';

// Whole-page UI tests: generous on a loaded machine (a timeout, not a behaviour threshold).
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

function googleBackend() {
  return createMemoryBackend({
    googleAccount: { email: GOOGLE_EMAIL, displayName: 'Asha' },
  });
}

async function signInWithGoogle(route = '/login') {
  const backend = googleBackend();
  const rendered = renderAccountRoutes({ route, backend });
  const button = await screen.findByRole('button', { name: words.account.continueWithGoogle });
  await waitFor(() => expect(button).toBeEnabled());
  await rendered.user.click(button);
  return rendered;
}

const submitAnswer = () => screen.getByRole('button', { name: words.accountAge.askButton });

describe('the age question after Google sign-in (issue 38)', () => {
  it('asks a new Google account, in sign-up’s words, before it goes on, and stores the answer', async () => {
    const { user, backend, location } = await signInWithGoogle();

    expect(
      await screen.findByRole('heading', { level: 1, name: words.accountAge.askTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: words.accountAge.legend })).toBeInTheDocument();
    // Nothing else is offered meanwhile: no second sign-in, no redirect.
    expect(screen.queryByRole('button', { name: words.account.continueWithGoogle })).toBeNull();
    await user.click(submitAnswer());
    expect(await screen.findByRole('alert')).toHaveTextContent(words.accountAge.ageRequired);
    expect(screen.getByRole('radio', { name: words.accountAge.adult })).toHaveFocus();
    expect(location()).toBe('/login');

    await user.click(screen.getByRole('radio', { name: words.accountAge.adult }));
    await user.click(submitAnswer());
    expect(await screen.findByText(words.accountAge.answeredAdult)).toBeInTheDocument();
    expect(await backend.auth.ageDeclared()).toBe(true);
    // The thanks stays for the usual delay, then the visitor goes on.
    expect(location()).toBe('/login');
    await waitFor(() => expect(location()).toBe('/'), {
      timeout: AUTH_REDIRECT_DELAY_MS + 3_000,
    });
  });

  it('under 18, refuses the account’s own address and mails the parent’s', async () => {
    const { user, backend } = await signInWithGoogle();
    await user.click(await screen.findByRole('radio', { name: words.accountAge.minor }));
    const parentField = screen.getByLabelText(words.accountAge.parentEmail);
    await user.type(parentField, GOOGLE_EMAIL.toUpperCase());
    await user.click(submitAnswer());
    expect(await screen.findByRole('alert')).toHaveTextContent(words.accountAge.parentEmailOwn);
    expect(parentField).toHaveFocus();

    await user.clear(parentField);
    await user.type(parentField, 'mother@example.com');
    await user.click(submitAnswer());
    expect(await screen.findByText(words.accountAge.answeredMinor)).toBeInTheDocument();
    expect(backend.controls.consentMail.at(-1)).toMatchObject({
      to: 'mother@example.com',
      kind: 'parent-confirm',
      language: 'en',
    });
  });

  it('asks on Edit Profile too, where the picture it gates is added', async () => {
    const backend = googleBackend();
    await backend.auth.signInWithGoogle();
    const { user } = renderAccountRoutes({ route: '/edit-profile', backend });

    const panel = await screen.findByRole('region', { name: words.accountAge.askTitle });
    await user.click(within(panel).getByRole('radio', { name: words.accountAge.adult }));
    await user.click(within(panel).getByRole('button', { name: words.accountAge.askButton }));
    expect(await within(panel).findByText(words.accountAge.answeredAdult)).toBeInTheDocument();
    expect(await backend.auth.ageDeclared()).toBe(true);
  });

  it('asks nothing of an account that answered at sign-up', async () => {
    const backend = googleBackend();
    await backend.auth.signInWithGoogle();
    await backend.auth.declareAge({ adult: true });
    renderAccountRoutes({ route: '/edit-profile', backend });
    await screen.findByRole('heading', { level: 1, name: words.account.yourProfile });
    await act(async () => {});
    expect(screen.queryByRole('region', { name: words.accountAge.askTitle })).toBeNull();
  });
});
