import { messagesFor } from '@apex/core';
import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openProfile, PROFILE } from '../testing/profilePage.ts';
import { renderAccountRoutes } from '../testing/renderAccountRoutes.tsx';
import { backendWithAccount, TEST_EMAIL, verifyNewestMail } from '../testing/testAccounts.ts';

const words = messagesFor('en');

// Whole-page UI tests: generous on a loaded machine (a timeout, not a behaviour threshold).
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const unverified = () => openProfile({ profile: PROFILE, verified: false });
const banner = () => screen.queryByRole('region', { name: 'Email verification' });

describe('the verification banner on /edit-profile', () => {
  it('names the unverified sign-in address calmly, as a note, not an alert', async () => {
    await unverified();
    const note = banner();
    expect(note).toHaveTextContent(words.verification.banner({ email: TEST_EMAIL }));
    expect(note).not.toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is not there for a verified address', async () => {
    await openProfile();
    expect(banner()).not.toBeInTheDocument();
  });

  it('Resend sends another verification mail and says so politely', async () => {
    const { user, backend } = await unverified();
    const before = backend.controls.verificationOutbox.length;
    await user.click(within(banner() as HTMLElement).getByRole('button', { name: 'Resend' }));
    const status = await screen.findByText(words.verification.resent({ email: TEST_EMAIL }));
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(backend.controls.verificationOutbox).toHaveLength(before + 1);
    expect(backend.controls.verificationOutbox.at(-1)?.to).toBe(TEST_EMAIL);
  });

  it('says when the mail service refuses because of too many requests', async () => {
    const { user, backend } = await unverified();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.controls.failNext('auth.sendEmailVerification', 'auth/too-many-requests');
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      words.errors['auth/too-many-requests'],
    );
    expect(banner()).toBeInTheDocument();
  });

  it('goes once the address is verified elsewhere and the page comes back into focus', async () => {
    const { backend } = await unverified();
    await verifyNewestMail(backend);
    expect(banner()).toBeInTheDocument();
    await act(async () => {
      fireEvent.focus(window);
    });
    expect(await screen.findByText(words.verification.verified)).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
  });

  it("opens the development backend's mail from the banner, which then goes", async () => {
    const { user, backend } = await unverified();
    expect(screen.getByText(words.verification.devOnly)).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Open the verification mail (development)' }),
    );
    expect(await screen.findByText(words.verification.verified)).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
    expect((await backend.auth.reloadUser())?.emailVerified).toBe(true);
  });
});

describe('the avatar menu of an unverified account', () => {
  async function openMenu(verified: boolean) {
    const { backend } = await backendWithAccount({ verified });
    const rendered = renderAccountRoutes({ route: '/apex', backend, withNav: true });
    await rendered.user.click(await screen.findByRole('button', { name: /account menu/i }));
    return rendered;
  }

  it('notes that the email is not verified yet and offers Resend', async () => {
    const { user, backend } = await openMenu(false);
    expect(screen.getByRole('menu')).toHaveAccessibleDescription(words.verification.menuHint);
    const before = backend.controls.verificationOutbox.length;
    await user.click(screen.getByRole('menuitem', { name: 'Resend verification email' }));
    expect(
      await screen.findByText(words.verification.resent({ email: TEST_EMAIL })),
    ).toBeInTheDocument();
    expect(backend.controls.verificationOutbox).toHaveLength(before + 1);
  });

  it('has neither once the address is verified', async () => {
    await openMenu(true);
    expect(screen.queryByText(words.verification.menuHint)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('menuitem', { name: 'Resend verification email' }),
    ).not.toBeInTheDocument();
  });
});
