import { AGENCY, messagesFor } from '@apex/core';
import { screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { routes } from '../routes/paths.ts';
import { renderApp } from '../testing/renderApp.tsx';

const words = messagesFor('en').pageErrors;

// A bug in the site layout itself: no page can show inside it.
vi.mock('../components/nav/SiteHeader.tsx', () => ({
  SiteHeader: () => {
    throw new Error('a bug in the header');
  },
}));

it('a layout that fails gives way to the root error element: its own <main>, the words, the way home', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  renderApp({ route: routes.apex.path });

  const main = within(await screen.findByRole('main'));
  expect(main.getByRole('heading', { level: 1, name: words.title })).toHaveFocus();
  expect(main.getByRole('alert')).toHaveTextContent(words.failed);
  expect(main.getByRole('link', { name: words.home })).toHaveAttribute('href', '/');
  expect(document.title).toBe(`${words.title} | ${AGENCY.name}`);
  expect(logged).toHaveBeenCalledWith('The page could not be shown:', expect.any(Error));
});
