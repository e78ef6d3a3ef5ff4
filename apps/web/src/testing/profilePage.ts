import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { renderAccountRoutes } from './renderAccountRoutes.tsx';
import { backendWithAccount, TEST_EMAIL } from './testAccounts.ts';

/** Test support for /edit-profile: a signed-in account with a profile, and its page. */
export const PROFILE = {
  username: 'Asha',
  email: TEST_EMAIL,
  profilePicture: 'https://files.example/a.png',
};

/** Renders /edit-profile (with the nav) for a new account and waits for the read-only view. */
export async function openProfile(
  options: Parameters<typeof backendWithAccount>[0] = { profile: PROFILE },
) {
  const { backend, user: account } = await backendWithAccount(options);
  const rendered = renderAccountRoutes({ route: '/edit-profile', backend, withNav: true });
  await screen.findByRole('button', { name: 'Edit Profile' });
  return { ...rendered, account };
}

export const main = () => screen.getByRole('main');

/** The value shown for a term of the read-only profile, e.g. "Username". */
export const detail = (term: string) =>
  within(main()).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

/** Opens the form and returns its fields. */
export async function startEditing(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  return {
    username: screen.getByLabelText('Username'),
    email: screen.getByLabelText('Email'),
    picture: screen.getByLabelText('Profile picture'),
  };
}
