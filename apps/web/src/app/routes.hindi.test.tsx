import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_HEADS } from '../content/pageHeads.ts';
import { routes } from '../routes/paths.ts';
import { languageSite } from '../seo/routeTable.ts';
import { englishRuns } from '../testing/englishRuns.ts';
import { renderApp } from '../testing/renderApp.tsx';

describe('the Hindi site under /hi', () => {
  it('renders a /hi page with its Hindi head, and its links stay under /hi', async () => {
    const app = renderApp({ route: '/hi/apex' });
    await waitFor(() =>
      expect(document.title).toBe(
        `${(PAGE_HEADS.hi.apex as { title: string }).title} | Apex Digital`,
      ),
    );
    const internal = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => href.startsWith('/'));
    expect(internal.length).toBeGreaterThan(5);
    // The language switch is the one way out of Hindi.
    expect(internal.filter((href) => !href.startsWith('/hi'))).toEqual(
      internal.filter((href) => href === routes.apex.path),
    );
    expect(app.location().pathname).toBe('/hi/apex');
  });

  it('shows the Hindi not-found page for an unknown /hi path', async () => {
    renderApp({ route: '/hi/no-such-page' });
    await waitFor(() => expect(document.title).toBe('पेज नहीं मिला | Apex Digital'));
  });

  it('offers the skip link in Hindi', () => {
    renderApp({ route: '/hi/about' });
    expect(screen.getByRole('link', { name: 'मुख्य सामग्री पर जाएँ' })).toBeInTheDocument();
  });
});

describe('the language switch on the account pages', () => {
  it('links the bare account card to its twin in the other language', () => {
    renderApp({ route: '/register?mode=signup' });
    const link = screen.getByRole('link', { name: 'हिंदी' });
    expect(link).toHaveAttribute('href', '/hi/register?mode=signup');
    expect(link).toHaveAttribute('lang', 'hi-IN');
  });

  it('links a Hindi account page back to English', () => {
    renderApp({ route: '/hi/login' });
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/login');
  });
});

describe('every Hindi page reads in Hindi', () => {
  const paths = languageSite('hi').prerenderedPaths;

  it.each(paths)('%s shows Devanagari and no English sentence', async (path) => {
    const { container } = renderApp({ route: path });
    const main = await screen.findByRole('main');
    await waitFor(() => expect(main.textContent ?? '').toMatch(/[\u0900-\u097F]/));
    const readable = [...container.querySelectorAll<HTMLElement>('body *')]
      // Scripts are code, not words (QueryPending's, the JSON-LD data).
      .filter((element) => element.closest('[lang]:not([lang^="hi"]), script') === null)
      .flatMap((element) => [
        ...[...element.childNodes].flatMap((node) =>
          node.nodeType === Node.TEXT_NODE ? [node.textContent ?? ''] : [],
        ),
        element.getAttribute('alt') ?? '',
        element.getAttribute('aria-label') ?? '',
      ])
      .join('\n');
    expect(englishRuns(readable)).toEqual([]);
  });
});
