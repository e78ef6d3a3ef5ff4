import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/renderApp.tsx';
import { backendWithAccount, TEST_EMAIL } from '../testing/testAccounts.ts';

// Whole-page UI tests: generous on a loaded machine (a timeout, not a behaviour threshold).
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

/** Asks for a reset from the page's only text field (its words are the translators' to change). */
async function requestReset(route: string) {
  const { backend } = await backendWithAccount({ signedIn: false });
  const { user } = renderApp({ route, backend });
  const email = await screen.findByRole('textbox');
  await user.type(email, `${TEST_EMAIL}{Enter}`);
  await waitFor(() => expect(backend.controls.outbox).toHaveLength(1));
  return backend.controls.outbox[0];
}

describe('the language of the backend’s mail', () => {
  it('is Hindi for a password reset asked for on a Hindi page', async () => {
    const mail = await requestReset('/hi/register?mode=reset');

    expect(mail).toMatchObject({ to: TEST_EMAIL, language: 'hi' });
  });

  it('is English on an English page', async () => {
    const mail = await requestReset('/register?mode=reset');

    expect(mail).toMatchObject({ to: TEST_EMAIL, language: 'en' });
  });
});
