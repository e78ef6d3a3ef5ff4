import { createMemoryBackend } from '@apex/auth-memory';
import { messagesFor } from '@apex/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localizedHref } from '../routes/localePath.ts';
import { routes } from '../routes/paths.ts';
import { renderApp } from '../testing/renderApp.tsx';

/** A backend with one pending subscription, and the query strings of its mail's two links. */
async function mailedLinks(language: 'en' | 'hi') {
  const backend = createMemoryBackend();
  await backend.subscriptions.subscribe('asha@example.com', 'newsletter', language);
  const mail = backend.controls.consentMail.at(-1);
  const search = (link: string | undefined) => new URL(link ?? 'https://x.invalid').search;
  return { backend, confirm: search(mail?.link), unsubscribe: search(mail?.unsubscribeLink) };
}

describe.each(['en', 'hi'] as const)(
  'the list pages in the route table (issue 30, %s)',
  (locale) => {
    const text = messagesFor(locale).subscriptionPages;

    it("/subscribe/confirm reads the mail's token from the address and confirms it", async () => {
      const { backend, confirm } = await mailedLinks(locale);
      renderApp({
        backend,
        route: `${localizedHref(routes.subscribeConfirm.getHref(), locale)}${confirm}`,
      });

      expect(
        await screen.findByRole('heading', { level: 1, name: text.confirmTitle }),
      ).toBeInTheDocument();
      expect(await screen.findByText(text.confirmed.newsletter)).toBeInTheDocument();
      expect(backend.controls.subscriptions).toEqual([
        expect.objectContaining({ topic: 'newsletter', status: 'confirmed' }),
      ]);
      await waitFor(() =>
        expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
          'content',
          expect.stringContaining('noindex'),
        ),
      );
    });

    it("/unsubscribe reads the mail's token from the address and takes the address off", async () => {
      const { backend, confirm, unsubscribe } = await mailedLinks(locale);
      await backend.subscriptions.confirm(new URLSearchParams(confirm).get('token') ?? '');
      renderApp({
        backend,
        route: `${localizedHref(routes.unsubscribe.getHref(), locale)}${unsubscribe}`,
      });

      expect(
        await screen.findByRole('heading', { level: 1, name: text.unsubscribeTitle }),
      ).toBeInTheDocument();
      expect(await screen.findByText(text.unsubscribed.newsletter)).toBeInTheDocument();
      expect(backend.controls.subscriptions).toEqual([]);
    });
  },
);
