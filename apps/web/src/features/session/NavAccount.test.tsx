import { createMemoryBackend } from '@apex/auth-memory';
import { messagesFor } from '@apex/core';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAccountRoutes } from '../../testing/renderAccountRoutes.tsx';
import { backendWithAccount, TEST_EMAIL, TEST_PASSWORD } from '../../testing/testAccounts.ts';
import { letterPlaceholderUrl } from './avatarSource.ts';

const words = messagesFor('en');

// Whole-page UI tests: generous on a loaded machine (a timeout, not a behaviour threshold).
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const PICTURE = 'https://files.example/asha.png';
const avatarButton = () => screen.findByRole('button', { name: `Account menu for ${TEST_EMAIL}` });
const avatarImage = () => {
  const nav = screen.getByRole('navigation');
  return nav.querySelector('img');
};

async function signedInNav(options: Parameters<typeof backendWithAccount>[0] = {}) {
  const { backend } = await backendWithAccount(options);
  const onNavigate = vi.fn();
  const rendered = renderAccountRoutes({ route: '/apex', backend, withNav: true, onNavigate });
  const button = await avatarButton();
  return { ...rendered, button, onNavigate };
}

describe('NavAccount signed out', () => {
  it('shows the SignUp link to the sign-up form', async () => {
    renderAccountRoutes({ route: '/apex', withNav: true });
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('link', { name: 'SignUp' })).toHaveAttribute(
      'href',
      '/register?mode=signup',
    );
  });

  it('shows SignUp while the sign-in state is still unknown (as prerendered)', () => {
    const handle = {
      load: () => new Promise<never>(() => {}),
      peek: () => undefined,
      onLoad: () => () => {},
    };
    renderAccountRoutes({ route: '/apex', withNav: true, handle });
    expect(screen.getByRole('link', { name: 'SignUp' })).toBeInTheDocument();
  });

  it('closes the menus when SignUp is chosen', async () => {
    const onNavigate = vi.fn();
    const { user, location } = renderAccountRoutes({ route: '/apex', withNav: true, onNavigate });
    await user.click(screen.getByRole('link', { name: 'SignUp' }));
    expect(onNavigate).toHaveBeenCalled();
    expect(location()).toBe('/register?mode=signup');
  });
});

describe('the avatar', () => {
  it('replaces SignUp when signed in and shows the profile picture first', async () => {
    await signedInNav({
      profile: { username: 'Asha', email: TEST_EMAIL, profilePicture: PICTURE },
    });
    expect(screen.queryByRole('link', { name: 'SignUp' })).not.toBeInTheDocument();
    await waitFor(() => expect(avatarImage()).toHaveAttribute('src', PICTURE));
  });

  it('falls back to the sign-in photo when there is no profile picture', async () => {
    const backend = createMemoryBackend({
      googleAccount: {
        email: TEST_EMAIL,
        displayName: 'Asha',
        photoURL: 'https://photos.example/google.png',
      },
    });
    await backend.auth.signInWithGoogle();
    renderAccountRoutes({ route: '/apex', backend, withNav: true });
    await avatarButton();
    expect(avatarImage()).toHaveAttribute('src', 'https://photos.example/google.png');
  });

  it('falls back to a placeholder image of the email’s first letter', async () => {
    await signedInNav({ profile: { username: 'Asha', email: TEST_EMAIL } });
    expect(avatarImage()).toHaveAttribute('src', letterPlaceholderUrl('A'));
  });

  it('falls back to the uppercase letter in a grey circle when no image loads', async () => {
    await signedInNav({
      profile: { username: 'Asha', email: TEST_EMAIL, profilePicture: PICTURE },
    });
    await waitFor(() => expect(avatarImage()).toHaveAttribute('src', PICTURE));
    fireEvent.error(avatarImage() as HTMLImageElement);
    expect(avatarImage()).toHaveAttribute('src', letterPlaceholderUrl('A'));
    fireEvent.error(avatarImage() as HTMLImageElement);
    expect(avatarImage()).toBeNull();
    expect(screen.getByTestId('avatar-letter')).toHaveTextContent(/^A$/);
  });

  it('keeps the nav working when reading the profile fails (and logs it)', async () => {
    const { backend } = await backendWithAccount({
      profile: { username: 'Asha', email: TEST_EMAIL, profilePicture: PICTURE },
      signedIn: false,
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.controls.failNext('profiles.read', 'profile/unavailable');
    await backend.auth.signIn(TEST_EMAIL, 'Secret@123');
    const { user } = renderAccountRoutes({ route: '/apex', backend, withNav: true });
    const button = await avatarButton();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Error fetching user data:', expect.anything()),
    );
    expect(avatarImage()).toHaveAttribute('src', letterPlaceholderUrl('A'));
    await user.click(button);
    expect(screen.getByRole('menuitem', { name: 'Edit Profile' })).toBeInTheDocument();
  });
});

describe('the avatar menu', () => {
  it('opens on click with Edit Profile and Logout, and reports its state', async () => {
    const { user, button } = await signedInNav();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit Profile', 'Logout']);
    await user.click(button);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
    ['ArrowDown', '{ArrowDown}'],
  ])('opens with %s and focuses the first item', async (_, keys) => {
    const { user, button } = await signedInNav();
    button.focus();
    await user.keyboard(keys);
    expect(screen.getByRole('menuitem', { name: 'Edit Profile' })).toHaveFocus();
  });

  it('opens with ArrowUp on the last item', async () => {
    const { user, button } = await signedInNav();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
  });

  it('moves with the arrow keys (wrapping), Home and End', async () => {
    const { user, button } = await signedInNav();
    button.focus();
    await user.keyboard('{Enter}');
    const edit = screen.getByRole('menuitem', { name: 'Edit Profile' });
    const logout = screen.getByRole('menuitem', { name: 'Logout' });
    await user.keyboard('{ArrowDown}');
    expect(logout).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(edit).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(logout).toHaveFocus();
    await user.keyboard('{Home}');
    expect(edit).toHaveFocus();
    await user.keyboard('{End}');
    expect(logout).toHaveFocus();
  });

  it('closes with Escape and returns focus to the avatar button', async () => {
    const { user, button } = await signedInNav();
    button.focus();
    await user.keyboard('{Enter}{ArrowDown}{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes when Tab moves focus out of it', async () => {
    const { user, button } = await signedInNav();
    button.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on a click outside', async () => {
    const { user, button } = await signedInNav();
    await user.click(button);
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('offers an organiser the Organiser console, after Edit Profile, and nobody else', async () => {
    const { backend } = await backendWithAccount({ signedIn: false });
    await backend.controls.grantOrganiser(TEST_EMAIL);
    await backend.auth.signIn(TEST_EMAIL, TEST_PASSWORD);
    const { user, location } = renderAccountRoutes({ route: '/apex', backend, withNav: true });
    await user.click(await avatarButton());
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit Profile', 'Organiser console', 'Logout']);
    await user.click(screen.getByRole('menuitem', { name: 'Organiser console' }));
    await waitFor(() => expect(location()).toBe('/organiser'));
  });

  it('Edit Profile goes to /edit-profile and closes the menus', async () => {
    const { user, button, location, onNavigate } = await signedInNav();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Edit Profile' }));
    expect(location()).toBe('/edit-profile');
    expect(onNavigate).toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('Logout signs out, then goes to / with SignUp back in the nav', async () => {
    const { user, button, location, backend, onNavigate } = await signedInNav();
    const signOut = vi.spyOn(backend.auth, 'signOut');
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'SignUp' })).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledTimes(1);
    // The nav follows the sign-in state at once; the move to / follows the sign-out's promise,
    // which on a loaded machine can settle a moment later.
    await waitFor(() => expect(location()).toBe('/'));
    expect(onNavigate).toHaveBeenCalled();
  });

  it('a failed Logout tells the user, logs it, and stays put and signed in', async () => {
    const { user, button, location, backend } = await signedInNav();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.controls.failNext('auth.signOut', 'auth/network-request-failed');
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(words.failures.logout);
    expect(logged).toHaveBeenCalledWith('Error signing out:', expect.anything());
    expect(location()).toBe('/apex');
    expect(button).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'SignUp' })).not.toBeInTheDocument();
    // Trying again works.
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'SignUp' })).toBeInTheDocument();
  });
});

describe('NavAccount on sign-in', () => {
  it('switches from SignUp to the avatar when the user signs in, and back on sign-out', async () => {
    const { backend } = await backendWithAccount({ signedIn: false });
    renderAccountRoutes({ route: '/apex', backend, withNav: true });
    expect(await screen.findByRole('link', { name: 'SignUp' })).toBeInTheDocument();
    await act(() => backend.auth.signIn(TEST_EMAIL, 'Secret@123'));
    expect(await avatarButton()).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'SignUp' })).not.toBeInTheDocument();
    await act(() => backend.auth.signOut());
    expect(screen.getByRole('link', { name: 'SignUp' })).toBeInTheDocument();
  });
});
