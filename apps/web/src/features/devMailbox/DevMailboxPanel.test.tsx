import { createMemoryBackend } from '@apex/auth-memory';
import { messagesFor } from '@apex/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders.tsx';
import { backendHandleOf } from '../../backend/BackendHandle.ts';
import DevMailboxPanel from './DevMailboxPanel.tsx';
import { openDevMailbox } from './openDevMailbox.ts';

const words = messagesFor('en').devMailbox;
const ORIGIN = 'https://apex.example';

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

async function mailboxWithMails() {
  const backend = createMemoryBackend({ siteOrigin: ORIGIN });
  await backend.auth.createAccount('asha@example.com', 'Secret#123');
  await backend.subscriptions.subscribe('ravi@example.com', 'newsletter', 'en');
  const user = userEvent.setup();
  render(
    <AppProviders backend={backendHandleOf(backend)}>
      <DevMailboxPanel />
    </AppProviders>,
  );
  return { backend, user };
}

describe('DevMailboxPanel', () => {
  it('opens from anywhere on the page and lists every mail, newest first', async () => {
    await mailboxWithMails();

    act(() => openDevMailbox());

    const dialog = await screen.findByRole('dialog', { name: words.title });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(words.kinds['subscription-confirm']);
    expect(items.at(-1)).toHaveTextContent(words.kinds.verifyEmail);
    expect(items.at(-1)).toHaveTextContent(words.to({ email: 'asha@example.com' }));
  });

  it("opens a written mail with its links on the site's pages", async () => {
    const { user, backend } = await mailboxWithMails();
    await user.click(screen.getByRole('button', { name: words.title }));
    const dialog = await screen.findByRole('dialog', { name: words.title });

    await user.click(within(dialog).getByText(words.kinds['subscription-confirm']));

    const [mail] = backend.controls.consentMail;
    const link = mail?.link ?? '?';
    expect(within(dialog).getByRole('link', { name: link })).toHaveAttribute('href', link);
    expect(within(dialog).getByText(mail?.subject ?? '?')).toBeVisible();
  });

  it("follows a verification mail's link, as Firebase's action page would", async () => {
    const { user, backend } = await mailboxWithMails();
    await user.click(screen.getByRole('button', { name: words.title }));
    const dialog = await screen.findByRole('dialog', { name: words.title });
    await user.click(within(dialog).getByText(words.kinds.verifyEmail));

    await user.click(within(dialog).getByRole('button', { name: words.verify }));

    expect(await within(dialog).findByText(words.verified)).toBeVisible();
    await waitFor(async () => expect((await backend.auth.reloadUser())?.emailVerified).toBe(true));
  });
});
