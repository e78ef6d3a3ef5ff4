import { messagesFor } from '@apex/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../testing/guardianFixture.ts';
import { detail, openProfile, PROFILE } from '../testing/profilePage.ts';
import { backendWithAccount, TEST_EMAIL, TEST_PASSWORD } from '../testing/testAccounts.ts';

const words = messagesFor('en');
const text = words.emailChange;

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const section = () => screen.getByRole('region', { name: text.heading });
const NEW_EMAIL = 'asha.new@example.com';

async function requestChange(
  user: Awaited<ReturnType<typeof openProfile>>['user'],
  { email = NEW_EMAIL, password = TEST_PASSWORD } = {},
) {
  const opener = within(section()).queryByRole('button', { name: text.open });
  if (opener !== null) await user.click(opener);
  await user.type(within(section()).getByLabelText(text.newEmail), email);
  if (password !== '') await user.type(within(section()).getByLabelText('Password'), password);
  await user.click(within(section()).getByRole('button', { name: text.submit }));
}

describe('changing the email address on /edit-profile (issue 30)', () => {
  it('sends a link to the new address and changes nothing until it is followed', async () => {
    const { user, backend } = await openProfile();
    expect(within(section()).getByText(text.current({ email: TEST_EMAIL }))).toBeInTheDocument();
    await user.click(within(section()).getByRole('button', { name: text.open }));
    expect(within(section()).getByLabelText(text.newEmail)).toHaveFocus();
    // The test router's location probe sits outside the page's landmarks; the page itself is clean.
    expect((await axeViolations()).filter((found) => !found.includes('data-testid'))).toEqual([]);

    await requestChange(user);

    const sent = text.sent({ email: NEW_EMAIL, current: TEST_EMAIL });
    expect(await within(section()).findByText(sent)).toBeInTheDocument();
    expect(within(section()).getByText(sent).closest('[aria-live]')).not.toBeNull();
    expect(backend.controls.emailChangeOutbox.map((mail) => mail.to)).toEqual([NEW_EMAIL]);
    expect(detail('Email')).toBe(TEST_EMAIL);

    // The development mailbox follows the link, as the owner of the new address would.
    await user.click(within(section()).getByRole('button', { name: text.devOpenLink }));

    await waitFor(() => expect(detail('Email')).toBe(NEW_EMAIL));
    expect(within(section()).getByText(text.current({ email: NEW_EMAIL }))).toBeInTheDocument();
    expect((await backend.auth.reloadUser())?.email).toBe(NEW_EMAIL);
  });

  it('refuses a wrong password with words about the password, and sends nothing', async () => {
    const { user, backend } = await openProfile();

    await requestChange(user, { password: 'Wrong#999' });

    expect(await within(section()).findByRole('alert')).toHaveTextContent(text.wrongPassword);
    expect(within(section()).getByLabelText('Password')).toHaveFocus();
    expect(backend.controls.emailChangeOutbox).toEqual([]);
  });

  it("names an address that is already another account's, and one that is the same", async () => {
    const { backend: prepared } = await backendWithAccount({
      email: 'taken@example.com',
      signedIn: false,
    });
    const { user } = await openProfile({ profile: PROFILE, backend: prepared });

    await requestChange(user, { email: 'taken@example.com' });
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      words.errors['auth/email-already-in-use'],
    );

    await user.clear(within(section()).getByLabelText(text.newEmail));
    await requestChange(user, { email: TEST_EMAIL.toUpperCase(), password: '' });
    expect(await within(section()).findByRole('alert')).toHaveTextContent(text.same);
    expect(within(section()).getByLabelText(text.newEmail)).toHaveFocus();
  });
});
