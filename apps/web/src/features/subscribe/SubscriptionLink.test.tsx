import { createMemoryBackend, type MemoryBackend } from '@apex/auth-memory';
import { describeError, messagesFor } from '@apex/core';
import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders.tsx';
import { backendHandleOf } from '../../backend/BackendHandle.ts';
import { LocaleContext } from '../../hooks/LocaleContext.ts';
import { axeViolations } from '../../testing/guardianFixture.ts';
import { SubscriptionLink, type SubscriptionLinkAction } from './index.ts';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const text = messagesFor('en').subscriptionPages;
const hindi = messagesFor('hi').subscriptionPages;

/** A backend with one pending subscription, and the tokens of its mail's two links. */
async function pendingSubscription(language: 'en' | 'hi' = 'en') {
  const backend = createMemoryBackend();
  await backend.subscriptions.subscribe('asha@example.com', 'next-edition', language);
  const mail = backend.controls.consentMail.at(-1);
  const tokenOf = (link: string | undefined) =>
    new URL(link ?? 'https://x.invalid').searchParams.get('token') ?? '';
  return {
    backend,
    confirmToken: tokenOf(mail?.link),
    unsubscribeToken: tokenOf(mail?.unsubscribeLink),
  };
}

function renderLink(
  backend: MemoryBackend,
  action: SubscriptionLinkAction,
  token: string | null,
  locale: 'en' | 'hi' = 'en',
) {
  const user = userEvent.setup();
  render(
    <AppProviders backend={backendHandleOf(backend)}>
      <LocaleContext.Provider value={locale}>
        <MemoryRouter>
          {/* As on the page: inside the layout's main landmark. */}
          <main>
            <SubscriptionLink action={action} token={token} />
          </main>
        </MemoryRouter>
      </LocaleContext.Provider>
    </AppProviders>,
  );
  return { user };
}

const statuses = (backend: MemoryBackend) =>
  backend.controls.subscriptions.map(({ topic, status }) => ({ topic, status }));

describe('SubscriptionLink, the confirm page', () => {
  it('confirms the address from the mail, says so with focus, and the address is on the list', async () => {
    const { backend, confirmToken } = await pendingSubscription();
    renderLink(backend, 'confirm', confirmToken);

    const outcome = await screen.findByText(text.confirmed['next-edition']);
    // Focus moves in an effect after the outcome renders.
    await waitFor(() => expect(outcome).toHaveFocus());
    expect(outcome.closest('[aria-live]')).not.toBeNull();
    expect(statuses(backend)).toEqual([{ topic: 'next-edition', status: 'confirmed' }]);
    expect(await axeViolations()).toEqual([]);
  });

  it('says plainly that a used link was used, with no Retry', async () => {
    const { backend, confirmToken } = await pendingSubscription();
    await backend.subscriptions.confirm(confirmToken);
    renderLink(backend, 'confirm', confirmToken);

    const used = await screen.findByText(describeError('subscription/link-used', '').message);
    await waitFor(() => expect(used).toHaveFocus());
    expect(screen.queryByRole('button', { name: text.retry })).not.toBeInTheDocument();
  });

  it('offers Retry when the server could not be reached, and then confirms', async () => {
    const { backend, confirmToken } = await pendingSubscription();
    backend.controls.failNext('subscriptions.confirm', 'subscription/timeout');
    const { user } = renderLink(backend, 'confirm', confirmToken);

    const failed = await screen.findByText(text.failed);
    await waitFor(() => expect(failed).toHaveFocus());
    await user.click(screen.getByRole('button', { name: text.retry }));

    expect(await screen.findByText(text.confirmed['next-edition'])).toBeInTheDocument();
  });

  it('asks for the whole link when the address has no token', async () => {
    renderLink(createMemoryBackend(), 'confirm', null);

    expect(screen.getByText(text.noToken)).toBeInTheDocument();
  });
});

describe('SubscriptionLink, the unsubscribe page', () => {
  it('takes the address off the list without an account, in Hindi too', async () => {
    const { backend, unsubscribeToken } = await pendingSubscription('hi');
    renderLink(backend, 'unsubscribe', unsubscribeToken, 'hi');

    const unsubscribed = await screen.findByText(hindi.unsubscribed['next-edition']);
    await waitFor(() => expect(unsubscribed).toHaveFocus());
    expect(statuses(backend)).toEqual([]);
    expect(screen.getByRole('link', { name: hindi.home })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
