import { AGENCY } from '@apex/core';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SITE_ORIGIN } from '../config/site.ts';
import { LocaleContext } from '../hooks/LocaleContext.ts';
import { PageMeta } from './PageMeta.tsx';

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('PageMeta', () => {
  it('sets the title, description, canonical URL and social cards in <head>', () => {
    render(<PageMeta title="Apex exam" description="Take the test." path="/apex" />);
    const title = `Apex exam | ${AGENCY.name}`;
    expect(document.title).toBe(title);
    expect(meta('meta[name="description"]')).toBe('Take the test.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${SITE_ORIGIN}/apex`,
    );
    expect(meta('meta[property="og:title"]')).toBe(title);
    expect(meta('meta[property="og:url"]')).toBe(`${SITE_ORIGIN}/apex`);
    expect(meta('meta[property="og:image"]')).toBe(`${SITE_ORIGIN}/icon-512.png`);
    expect(meta('meta[name="twitter:card"]')).toBe('summary');
    expect(meta('meta[name="twitter:description"]')).toBe('Take the test.');
  });

  it("renders the route's JSON-LD in the page", () => {
    const { container } = render(<PageMeta title="Beginner" description="d" path="/beginner" />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? 'null')).toEqual([
      expect.objectContaining({
        '@type': 'Course',
        offers: expect.objectContaining({ price: 2999 }),
      }),
    ]);
  });

  it('marks noindex pages and gives them no canonical URL', () => {
    render(<PageMeta title="Not found" description="d" path="/missing" noindex />);
    expect(meta('meta[name="robots"]')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('renders the same tags on the server, for prerendering', () => {
    const html = renderToString(<PageMeta title="Home" description="Welcome" path="/" />);
    expect(html).toContain(`<title>Home | ${AGENCY.name}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${SITE_ORIGIN}/"/>`);
    expect(html).toContain('"@type":"Organization"');
  });

  it('names both language versions, English as x-default, on an English page', () => {
    render(<PageMeta title="Apex exam" description="d" path="/apex" />);
    const alternate = (lang: string) =>
      document.head
        .querySelector(`link[rel="alternate"][hreflang="${lang}"]`)
        ?.getAttribute('href');
    expect(alternate('en-IN')).toBe(`${SITE_ORIGIN}/apex`);
    expect(alternate('hi-IN')).toBe(`${SITE_ORIGIN}/hi/apex`);
    expect(alternate('x-default')).toBe(`${SITE_ORIGIN}/apex`);
    expect(meta('meta[property="og:locale"]')).toBe('en_IN');
    expect(meta('meta[property="og:locale:alternate"]')).toBe('hi_IN');
  });

  it('gives a Hindi page its own canonical URL, og:url and locale, and Hindi structured data', () => {
    const { container } = render(
      <LocaleContext.Provider value="hi">
        <PageMeta title="होम" description="d" path="/" />
      </LocaleContext.Provider>,
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${SITE_ORIGIN}/hi`,
    );
    expect(meta('meta[property="og:url"]')).toBe(`${SITE_ORIGIN}/hi`);
    expect(meta('meta[property="og:locale"]')).toBe('hi_IN');
    expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      '/hi/manifest.webmanifest',
    );
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? 'null')).toEqual([
      expect.objectContaining({ '@type': 'Organization', url: `${SITE_ORIGIN}/hi` }),
    ]);
  });

  it('names no language versions on a noindex page', () => {
    render(<PageMeta title="Not found" description="d" path="/missing" noindex />);
    expect(document.head.querySelector('link[rel="alternate"]')).toBeNull();
  });
});
