import { describe, expect, it } from 'vitest';
import { routes } from '../routes/paths.ts';
import {
  INDEXABLE_PATHS,
  ROBOTS_DISALLOWED_PATHS,
  ROBOTS_DISALLOWED_PATHS_ALL,
} from './routeTable.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

const ORIGIN = 'https://apex.example';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('sitemapXml', () => {
  it('lists each path in English and Hindi as absolute URLs on the origin', () => {
    const xml = sitemapXml(ORIGIN, ['/', '/apex']);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(locs(xml)).toEqual([
      'https://apex.example/',
      'https://apex.example/hi',
      'https://apex.example/apex',
      'https://apex.example/hi/apex',
    ]);
  });

  it('names every language version of an entry, and English as x-default', () => {
    const entries = sitemapXml(ORIGIN, ['/apex']).match(/<url>.*<\/url>/g) ?? [];
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry).toContain(
        '<xhtml:link rel="alternate" hreflang="en-IN" href="https://apex.example/apex"/>',
      );
      expect(entry).toContain(
        '<xhtml:link rel="alternate" hreflang="hi-IN" href="https://apex.example/hi/apex"/>',
      );
      expect(entry).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://apex.example/apex"/>',
      );
    }
  });

  it('escapes XML special characters in URLs', () => {
    expect(locs(sitemapXml(ORIGIN, ['/a&b']))).toEqual([
      'https://apex.example/a&amp;b',
      'https://apex.example/hi/a&amp;b',
    ]);
  });

  it('covers every content page of the route table and no account page', () => {
    const listed = locs(sitemapXml(ORIGIN, INDEXABLE_PATHS));
    for (const page of [routes.home, routes.apex, routes.beginner, routes.refund, routes.page3]) {
      expect(listed).toContain(new URL(page.path, ORIGIN).href);
    }
    for (const account of [routes.register, routes.login, routes.editProfile]) {
      expect(listed).not.toContain(new URL(account.path, ORIGIN).href);
    }
  });
});

describe('robotsTxt', () => {
  it('allows crawling, keeps the profile page out and points at the sitemap', () => {
    const robots = robotsTxt(ORIGIN, ROBOTS_DISALLOWED_PATHS);
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain('Disallow: /edit-profile');
    expect(robotsTxt(ORIGIN, ROBOTS_DISALLOWED_PATHS_ALL)).toContain('Disallow: /hi/edit-profile');
    expect(robots).not.toContain('Disallow: /register');
    expect(robots).toContain('Sitemap: https://apex.example/sitemap.xml');
  });

  it('writes no Disallow line when nothing is disallowed', () => {
    expect(robotsTxt(ORIGIN, [])).not.toContain('Disallow');
  });
});
