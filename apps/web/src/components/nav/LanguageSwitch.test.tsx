import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { readLanguageChoice } from '../../hooks/languageChoice.ts';
import { renderApp } from '../../testing/renderApp.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

afterEach(() => window.localStorage.clear());

const hindiLinks = () => screen.getAllByRole('link', { name: 'हिंदी', hidden: true });

describe('the language switch', () => {
  it('is in the bar, the phone menu and the footer, named in Hindi script and marked as Hindi', async () => {
    const { user } = renderApp({ route: '/apex' });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    within(screen.getByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'हिंदी' });
    expect(within(screen.getByRole('banner')).getAllByRole('link', { name: 'हिंदी' })).toHaveLength(
      2,
    );
    within(screen.getByRole('contentinfo')).getByRole('link', { name: 'हिंदी' });
    for (const link of hindiLinks()) {
      expect(link).toHaveAttribute('lang', 'hi-IN');
      expect(link).toHaveAttribute('hreflang', 'hi-IN');
    }
  });

  it('goes to the same page in Hindi, keeping the query and the place on the page', () => {
    renderApp({ route: '/ordersummary?course=expert#summary' });
    for (const link of hindiLinks()) {
      expect(link).toHaveAttribute('href', '/hi/ordersummary?course=expert#summary');
    }
  });

  it('goes from the English home page to the Hindi one', () => {
    renderApp({ route: '/' });
    for (const link of hindiLinks()) expect(link).toHaveAttribute('href', '/hi');
  });

  it('remembers the choice', async () => {
    const { user } = renderApp({ route: '/apex' });
    const footerLink = within(screen.getByRole('contentinfo')).getByRole('link', {
      name: 'हिंदी',
    });
    // jsdom does not navigate; the click's handler runs all the same.
    footerLink.addEventListener('click', (event) => event.preventDefault());
    await user.click(footerLink);
    expect(readLanguageChoice()).toBe('hi');
  });
});

describe('the language switch on a prerendered page opened with a query', () => {
  it('adds the query and the place on the page once the page has hydrated', async () => {
    // The HTML is made for /ordersummary; the visitor opened /ordersummary?course=expert#summary.
    const at = (url: string) => (
      <MemoryRouter initialEntries={[url]}>
        <LanguageSwitch />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(at('/ordersummary'));
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, at('/ordersummary?course=expert#summary'));
    });
    expect(within(container).getByRole('link')).toHaveAttribute(
      'href',
      '/hi/ordersummary?course=expert#summary',
    );
    container.remove();
  });
});
