import { createMemoryBackend } from '@apex/auth-memory';
import { messagesFor } from '@apex/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/AppProviders.tsx';
import { backendHandleOf } from '../backend/BackendHandle.ts';
import SubscriptionConfirmPage from './SubscriptionConfirmPage.tsx';
import UnsubscribePage from './UnsubscribePage.tsx';

const text = messagesFor('en').subscriptionPages;

async function mailedLinks() {
  const backend = createMemoryBackend();
  await backend.subscriptions.subscribe('asha@example.com', 'newsletter', 'en');
  const mail = backend.controls.consentMail.at(-1);
  const search = (link: string | undefined) => new URL(link ?? 'https://x.invalid').search;
  return { backend, confirm: search(mail?.link), unsubscribe: search(mail?.unsubscribeLink) };
}

describe('the list pages (issue 30)', () => {
  it("/subscribe/confirm reads the mail's token from the address and confirms it", async () => {
    const { backend, confirm } = await mailedLinks();
    render(
      <AppProviders backend={backendHandleOf(backend)}>
        <MemoryRouter initialEntries={[`/subscribe/confirm${confirm}`]}>
          <SubscriptionConfirmPage />
        </MemoryRouter>
      </AppProviders>,
    );

    expect(screen.getByRole('heading', { level: 1, name: text.confirmTitle })).toBeInTheDocument();
    expect(await screen.findByText(text.confirmed.newsletter)).toBeInTheDocument();
  });

  it("/unsubscribe reads the mail's token from the address and takes the address off", async () => {
    const { backend, unsubscribe } = await mailedLinks();
    render(
      <AppProviders backend={backendHandleOf(backend)}>
        <MemoryRouter initialEntries={[`/unsubscribe${unsubscribe}`]}>
          <UnsubscribePage />
        </MemoryRouter>
      </AppProviders>,
    );

    expect(
      screen.getByRole('heading', { level: 1, name: text.unsubscribeTitle }),
    ).toBeInTheDocument();
    expect(await screen.findByText(text.unsubscribed.newsletter)).toBeInTheDocument();
    expect(backend.controls.subscriptions).toEqual([]);
  });
});
