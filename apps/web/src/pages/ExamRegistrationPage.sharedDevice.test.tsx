import { messagesFor } from '@apex/core';
import { act, configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../routes/paths.ts';
import { PHASE_DAYS } from '../testing/fixedClock.ts';
import { registrationControls } from '../testing/registrationForm.ts';
import { renderApp } from '../testing/renderApp.tsx';
import { backendWithAccount, TEST_PASSWORD } from '../testing/testAccounts.ts';

const text = messagesFor('en').registration;
const form = registrationControls();

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 6_000 });

/** Everything this browser keeps in local and session storage, as one string. */
function sessionStorageText(): string {
  return [window.localStorage, window.sessionStorage]
    .flatMap((store) => Object.keys(store).map((key) => `${key}=${store.getItem(key)}`))
    .join('\n');
}

describe('a shared device (issue 30)', () => {
  it('shows the next visitor in the same tab nothing the last one typed, after a sign-out', async () => {
    const { backend } = await backendWithAccount();
    const { user, location, navigate } = renderApp({
      route: routes.examRegistration.path,
      backend,
      today: PHASE_DAYS['registration-open'],
    });
    await user.type(await screen.findByRole('textbox', { name: text.candidateName }), 'Meera Iyer');
    await user.type(form.guardianMobile(), '9876543210');
    expect(sessionStorageText()).toContain('Meera Iyer');

    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(location().pathname).toBe('/'));

    expect(sessionStorageText()).not.toContain('Meera Iyer');
    expect(sessionStorageText()).not.toContain('9876543210');
    await act(async () => {
      await backend.auth.createAccount('next.visitor@example.com', TEST_PASSWORD);
    });
    await navigate(routes.examRegistration.path);
    expect(await screen.findByRole('textbox', { name: text.candidateName })).toHaveValue('');
    expect(form.guardianMobile()).toHaveValue('');
    expect(sessionStorageText()).not.toContain('Meera Iyer');
  });

  it('forgets the draft when another account signs in without a sign-out in between', async () => {
    const { backend } = await backendWithAccount();
    const { user } = renderApp({
      route: routes.examRegistration.path,
      backend,
      today: PHASE_DAYS['registration-open'],
    });
    await user.type(await screen.findByRole('textbox', { name: text.candidateName }), 'Meera Iyer');

    await act(async () => {
      await backend.auth.createAccount('other@example.com', TEST_PASSWORD);
    });

    await waitFor(() => expect(sessionStorageText()).not.toContain('Meera Iyer'));
  });
});
