import { describeError, messagesFor } from '@apex/core';
import { configure, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../routes/paths.ts';
import { axeViolations } from '../testing/guardianFixture.ts';
import { renderApp } from '../testing/renderApp.tsx';
import { backendWithAccount, TEST_EMAIL } from '../testing/testAccounts.ts';

const text = messagesFor('en').parentPage;
/** The way on once confirmed: the guardian pages' own link (one frame for all three pages). */
const home = messagesFor('en').guardianPage.home;
const PARENT = 'mother@example.com';

vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 6_000 });

/** An under-18 account, signed out, and the token of the link mailed to its parent. */
async function childAccount() {
  const { backend, user } = await backendWithAccount({
    age: { adult: false, parentEmail: PARENT },
    signedIn: false,
  });
  const link = backend.controls.consentMail.findLast((mail) => mail.to === PARENT)?.link ?? '';
  return { backend, user, token: new URL(link).searchParams.get('token') ?? '' };
}

const pageFor = (token: string, prefix = '') =>
  `${prefix}${routes.parent.path}?token=${encodeURIComponent(token)}`;

describe('/parent, the page an under-18 account’s parent opens from the mail (issue 38)', () => {
  it('shows the account, asks the parent to declare, then confirms: the child may register', async () => {
    const { backend, user: child, token } = await childAccount();
    const { user } = renderApp({ route: pageFor(token), backend });

    expect(await screen.findByText(TEST_EMAIL)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: text.confirm }));
    expect(await screen.findByText(text.declarationRequired)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: text.declaration })).toHaveFocus();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: text.declaration }));
    await user.click(screen.getByRole('button', { name: text.confirm }));

    expect(await screen.findByText(text.confirmed)).toHaveFocus();
    expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', '/');
    expect(await axeViolations()).toEqual([]);
    await expect(backend.parents.confirm(token)).rejects.toMatchObject({
      code: 'guardian/link-used',
    });
    expect(child.uid).not.toBe('');
  });

  it('says plainly that a link is unknown, offering no button', async () => {
    const { backend } = await childAccount();
    renderApp({ route: pageFor('not-a-token'), backend });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      describeError('guardian/link-unknown', '').message,
    );
    expect(screen.queryByRole('button', { name: text.confirm })).not.toBeInTheDocument();
  });

  it('is in Hindi under /hi/parent', async () => {
    const hindi = messagesFor('hi').parentPage;
    const { backend, token } = await childAccount();
    const { user } = renderApp({ route: pageFor(token, '/hi'), backend });
    expect(await screen.findByRole('heading', { level: 1, name: hindi.title })).toBeVisible();
    await user.click(await screen.findByRole('checkbox', { name: hindi.declaration }));
    await user.click(screen.getByRole('button', { name: hindi.confirm }));
    expect(await screen.findByText(hindi.confirmed)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
