import { createMemoryBackend } from '@apex/auth-memory';
import { isBackendError } from '@apex/auth-port';
import { messagesFor } from '@apex/core';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openProfile, PROFILE } from '../testing/profilePage.ts';
import { renderAccountRoutes } from '../testing/renderAccountRoutes.tsx';
import { TEST_EMAIL, TEST_PASSWORD } from '../testing/testAccounts.ts';

const words = messagesFor('en');

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const zone = () => screen.getByRole('region', { name: 'Delete my account' });

async function confirmStep() {
  const rendered = await openProfile();
  await rendered.user.click(within(zone()).getByRole('button', { name: 'Delete my account' }));
  return rendered;
}

async function signInError(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'signed in',
    (error: unknown) => (isBackendError(error) ? error.code : String(error)),
  );
}

describe('deleting the account from /edit-profile', () => {
  it('says exactly what is deleted and what is kept before asking to confirm', async () => {
    await confirmStep();
    expect(within(zone()).getByRole('heading', { name: 'Are you sure?' })).toHaveFocus();
    const listed = within(zone())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(listed).toEqual([
      words.deleteAccount.deletesAccount({ email: TEST_EMAIL }),
      words.deleteAccount.deletesProfile,
      words.deleteAccount.deletesPicture,
      words.deleteAccount.deletesRegistrations,
      words.deleteAccount.deletesSubscriptions,
    ]);
    expect(within(zone()).getByLabelText('Password')).toBeInTheDocument();
  });

  it('Cancel closes the step and returns focus to Delete my account', async () => {
    const { user } = await confirmStep();
    await user.click(within(zone()).getByRole('button', { name: 'Cancel' }));
    expect(within(zone()).getByRole('button', { name: 'Delete my account' })).toHaveFocus();
    expect(within(zone()).queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('asks for the password before sending anything', async () => {
    const { user, backend } = await confirmStep();
    const remove = vi.spyOn(backend.auth, 'deleteAccount');
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(within(zone()).getByRole('alert')).toHaveTextContent(words.validation.passwordRequired);
    expect(within(zone()).getByLabelText('Password')).toHaveFocus();
    expect(remove).not.toHaveBeenCalled();
  });

  it('with a wrong password deletes nothing, says the password is wrong, and stays signed in', async () => {
    const { user, backend, account, location } = await confirmStep();
    await user.type(within(zone()).getByLabelText('Password'), 'Wrong@123');
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    const alert = await within(zone()).findByRole('alert');
    expect(alert).toHaveTextContent(
      'That password is not correct. Please enter the password you log in with.',
    );
    // Only a password was asked: nothing about an email.
    expect(alert).not.toHaveTextContent(/email/i);
    expect(within(zone()).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(location()).toBe('/edit-profile');
    expect(await backend.profiles.read(account.uid)).toEqual(PROFILE);
    expect((await backend.auth.reloadUser())?.uid).toBe(account.uid);
  });

  it('with the right password deletes everything, signs out and says so on /', async () => {
    const { user, backend, location } = await confirmStep();
    await user.type(within(zone()).getByLabelText('Password'), TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(await screen.findByRole('link', { name: 'SignUp' })).toBeInTheDocument();
    expect(location()).toBe('/');
    expect(await signInError(backend.auth.signIn(TEST_EMAIL, TEST_PASSWORD))).toBe(
      'auth/invalid-credential',
    );
  });

  it('asks a Google account to confirm with Google instead of a password', async () => {
    const backend = createMemoryBackend({
      googleAccount: { email: TEST_EMAIL, displayName: 'Asha Google' },
    });
    await backend.auth.signInWithGoogle();
    const { user, location } = renderAccountRoutes({ route: '/edit-profile', backend });
    await screen.findByRole('button', { name: 'Edit Profile' });
    await user.click(within(zone()).getByRole('button', { name: 'Delete my account' }));
    expect(within(zone()).queryByLabelText('Password')).not.toBeInTheDocument();
    expect(within(zone()).getByText(words.deleteAccount.googleHint)).toBeInTheDocument();
    const remove = vi.spyOn(backend.auth, 'deleteAccount');
    await user.click(screen.getByRole('button', { name: 'Confirm with Google and delete' }));
    expect(remove).toHaveBeenCalledWith({ method: 'google' });
    await vi.waitFor(() => expect(location()).toBe('/'));
    expect(await backend.auth.reloadUser()).toBeNull();
  });
});
