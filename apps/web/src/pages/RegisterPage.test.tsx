import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/renderApp.tsx';
import { backendWithAccount } from '../testing/testAccounts.ts';

// Whole-page UI tests: generous on a loaded machine (a timeout, not a behaviour threshold).
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('/register modes', () => {
  it('opens Login by default with email and password only', async () => {
    renderApp({ route: '/register' });
    expect(await heading('Login')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Confirm password')).not.toBeInTheDocument();
  });

  it('opens Login at /login', async () => {
    renderApp({ route: '/login' });
    expect(await heading('Login')).toBeInTheDocument();
  });

  it('opens Sign Up with ?mode=signup: username, email, both passwords and the picture label', async () => {
    renderApp({ route: '/register?mode=signup' });
    expect(await heading('Sign Up')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    // Not marked required (nothing could be given): the hint says where the picture is added.
    expect(screen.getByText('Profile picture')).toHaveTextContent(/^Profile picture$/);
    expect(screen.queryByText('*')).not.toBeInTheDocument();
    expect(
      screen.getByText('You can add your picture from Edit Profile once you have logged in.'),
    ).toBeInTheDocument();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it('opens Reset Password with ?mode=reset: email only', async () => {
    renderApp({ route: '/register?mode=reset' });
    expect(await heading('Reset Password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('switches Login -> Sign Up -> Login and moves focus to the new heading each time', async () => {
    const { user } = renderApp({ route: '/register' });
    await heading('Login');
    expect(screen.getByText(/Don't have an account\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign Up' }));
    expect(await heading('Sign Up')).toHaveFocus();
    expect(screen.getByText(/Already have an account\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(await heading('Login')).toHaveFocus();
  });

  it('switches Login -> Reset Password via Forgot Password? and back via Back to Login', async () => {
    const { user } = renderApp({ route: '/register' });
    await heading('Login');
    await user.click(screen.getByRole('link', { name: 'Forgot Password?' }));
    expect(await heading('Reset Password')).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Back to Login' }));
    expect(await heading('Login')).toHaveFocus();
  });

  it('does not steal focus to the heading on first load', async () => {
    renderApp({ route: '/register' });
    expect(await heading('Login')).not.toHaveFocus();
  });

  it('keeps the typed email when switching to Reset Password', async () => {
    const { user } = renderApp({ route: '/register' });
    await heading('Login');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('link', { name: 'Forgot Password?' }));
    await heading('Reset Password');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
  });

  it('carries redirectTo through the mode links', async () => {
    renderApp({ route: '/login?redirectTo=%2Fedit-profile' });
    await heading('Login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/register?mode=signup&redirectTo=%2Fedit-profile',
    );
  });

  it('clears an old message when the user switches mode', async () => {
    const { user } = renderApp({ route: '/register' });
    await heading('Login');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign Up' }));
    await heading('Sign Up');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('allows paste into every field', async () => {
    const { user } = renderApp({ route: '/register?mode=signup' });
    await heading('Sign Up');
    for (const label of ['Username', 'Email', 'Password', 'Confirm password']) {
      await user.click(screen.getByLabelText(label));
      await user.paste('Pasted@1');
      expect(screen.getByLabelText(label)).toHaveValue('Pasted@1');
    }
  });

  it('has a way back to the home page', async () => {
    renderApp({ route: '/register' });
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('link', { name: /back to home/i })).toHaveAttribute('href', '/');
  });
});

describe('/register for someone already logged in', () => {
  it('says so and links to the profile', async () => {
    const { backend } = await backendWithAccount();
    renderApp({ route: '/register', backend });
    const note = await screen.findByText(/You are already logged in as asha@example.com\./);
    expect(within(note).getByRole('link', { name: 'Go to your profile' })).toHaveAttribute(
      'href',
      '/edit-profile',
    );
  });

  it('offers no second sign-up form, Google button or log-in link at ?mode=signup (issue 39)', async () => {
    const { backend } = await backendWithAccount();
    renderApp({ route: '/register?mode=signup', backend });
    await screen.findByText(/You are already logged in as asha@example.com\./);
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continue with Google/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('does not show the note to a visitor', async () => {
    renderApp({ route: '/register' });
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(screen.queryByText(/already logged in/)).not.toBeInTheDocument();
  });
});
