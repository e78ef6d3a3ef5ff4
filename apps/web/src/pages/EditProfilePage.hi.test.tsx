import { messagesFor } from '@apex/core';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { englishRuns } from '../testing/englishRuns.ts';
import { detail, main, PROFILE } from '../testing/profilePage.ts';
import { renderApp } from '../testing/renderApp.tsx';
import { backendWithAccount } from '../testing/testAccounts.ts';

const hi = messagesFor('hi');

// Whole-page UI tests: generous on a loaded machine (a timeout, not a behaviour threshold).
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

describe('/hi/edit-profile', () => {
  it('saves a name written in Devanagari and says so in Hindi, with no English left', async () => {
    const { backend, user: account } = await backendWithAccount({ profile: PROFILE });
    renderApp({ route: '/hi/edit-profile', backend });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: hi.account.editProfile }));

    const username = within(main()).getByLabelText(hi.account.username);
    await user.clear(username);
    await user.type(username, 'अनन्या शर्मा');
    await user.click(within(main()).getByRole('button', { name: hi.account.saveChanges }));

    expect(await screen.findByText(hi.success.profileUpdated)).toBeInTheDocument();
    expect(detail(hi.account.username)).toBe('अनन्या शर्मा');
    expect((await backend.profiles.read(account.uid))?.username).toBe('अनन्या शर्मा');
    expect(englishRuns(main().textContent ?? '')).toEqual([]);
  });

  it('refuses an empty name with the Hindi message and keeps the email typed', async () => {
    const { backend } = await backendWithAccount({ profile: PROFILE });
    renderApp({ route: '/hi/edit-profile', backend });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: hi.account.editProfile }));
    await user.clear(within(main()).getByLabelText(hi.account.username));
    await user.click(within(main()).getByRole('button', { name: hi.account.saveChanges }));
    expect(await within(main()).findByText(hi.validation.usernameRequired)).toBeInTheDocument();
    expect(within(main()).getByLabelText(hi.account.email)).toHaveValue(PROFILE.email);
  });
});
