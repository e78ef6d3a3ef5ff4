import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PHASE_DAYS } from '../testing/fixedClock.ts';
import { englishLeftIn, latinOnlyTexts, translatedElsewhere } from '../testing/readableText.ts';
import { renderApp } from '../testing/renderApp.tsx';

/** Each simple page of the site: its Hindi address, its Hindi heading and the English one it replaces. */
const PAGES = [
  { route: '/hi/about', hindi: 'हम कौन हैं', english: 'Who We Are' },
  { route: '/hi/work', hindi: 'हमारा काम', english: 'Our Work' },
  { route: '/hi/community', hindi: 'हमारे समुदाय', english: 'Our Communities' },
  { route: '/hi/services', hindi: 'हमारी सेवाएँ', english: 'Our Services' },
  { route: '/hi/contact', hindi: 'संपर्क करें', english: 'Contact us' },
  { route: '/hi/address', hindi: 'संपर्क और पता', english: 'Contact and address' },
  { route: '/hi/page1', hindi: 'Apex में आपका स्वागत है', english: 'Welcome to Apex' },
  { route: '/hi/page2', hindi: 'Apex से आपको क्या मिलता है', english: 'What you get with Apex' },
  { route: '/hi/no-such-page', hindi: 'पेज नहीं मिला', english: 'Page not found' },
] as const;

describe.each(PAGES)('$route', ({ route, hindi, english }) => {
  it('is headed in Hindi, and its whole page (frame included) reads in Hindi', async () => {
    renderApp({ route });
    expect(await screen.findByRole('heading', { level: 1, name: hindi })).toBeInTheDocument();
    expect(screen.queryByText(english)).not.toBeInTheDocument();
    expect(englishLeftIn(document.body, { skip: translatedElsewhere })).toEqual([]);
    expect(latinOnlyTexts(document.body, { skip: translatedElsewhere })).toEqual([]);
  });
});

describe.each(Object.entries(PHASE_DAYS))('the exam journey in Hindi, %s', (_phase, today) => {
  it.each(['/hi/page1', '/hi/page2'])('%s says when to take the exam in Hindi', async (route) => {
    renderApp({ route, today });
    const main = within(await screen.findByRole('main'));
    expect(main.getAllByText(/परीक्षा|पंजीकरण/).length).toBeGreaterThan(0);
    expect(englishLeftIn(screen.getByRole('main'))).toEqual([]);
    expect(latinOnlyTexts(screen.getByRole('main'))).toEqual([]);
  });
});

describe('the Hindi not-found page', () => {
  it('leads to the Hindi home page and the courses, their titles kept in English', async () => {
    renderApp({ route: '/hi/no-such-page' });
    const main = within(await screen.findByRole('main'));
    expect(main.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute(
      'href',
      // The router writes the Hindi home page under its basename as /hi.
      '/hi',
    );
    expect(main.getByRole('heading', { name: 'हमारे कोर्स' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: /Blockchain for Beginners/ })).toHaveAttribute(
      'href',
      '/hi/beginner',
    );
  });
});

describe('the Hindi contact and address pages', () => {
  it('list the facts and careers in Hindi, with the addresses as they are', async () => {
    renderApp({ route: '/hi/address' });
    const main = within(await screen.findByRole('main'));
    expect(main.getByText('हम रिमोट काम करते हैं')).toBeInTheDocument();
    expect(main.getByText('मुलाक़ात का समय')).toBeInTheDocument();
    expect(main.queryByText('We work remotely')).not.toBeInTheDocument();
    expect(main.getByRole('link', { name: /support@apexdigital\.example/ })).toBeInTheDocument();
  });

  it('/hi/contact invites applications in Hindi', async () => {
    renderApp({ route: '/hi/contact' });
    const main = within(await screen.findByRole('main'));
    expect(main.getByRole('heading', { name: 'करियर' })).toBeInTheDocument();
    expect(main.queryByRole('heading', { name: 'Careers' })).not.toBeInTheDocument();
  });
});
