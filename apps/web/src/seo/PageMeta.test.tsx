import { AGENCY } from '@apex/core';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SITE_ORIGIN } from '../config/site.ts';
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
});
