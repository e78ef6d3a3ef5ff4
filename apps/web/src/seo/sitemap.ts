import { LANGUAGE_TAGS, LOCALES } from '@apex/core';
import { localizedHref } from '../routes/localePath.ts';

/** sitemap.xml and robots.txt, generated at build from the route table (see routeTable.ts). */

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Every page in every language, each entry naming all its language versions and the English one
 * as x-default, as Google reads hreflang in a sitemap (docs/adr/0068-search-engines-see-both-languages.md).
 */
export function sitemapXml(origin: string, routePaths: readonly string[]): string {
  const href = (path: string) => escapeXml(new URL(path, origin).href);
  const urls = routePaths
    .flatMap((path) => {
      const alternates = [
        ...LOCALES.map(
          (locale) =>
            `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAGS[locale]}" href="${href(localizedHref(path, locale))}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${href(path)}"/>`,
      ].join('');
      return LOCALES.map(
        (locale) => `  <url><loc>${href(localizedHref(path, locale))}</loc>${alternates}</url>`,
      );
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls}
</urlset>
`;
}

/** Everything is crawlable except the pages that only make sense signed in. */
export function robotsTxt(origin: string, disallowedPaths: readonly string[]): string {
  const disallow = disallowedPaths.map((path) => `Disallow: ${path}`).join('\n');
  return `User-agent: *
${disallow}${disallow ? '\n' : ''}Allow: /

Sitemap: ${new URL('/sitemap.xml', origin).href}
`;
}
