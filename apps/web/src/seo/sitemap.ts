/** sitemap.xml and robots.txt, generated at build from the route table (see routeTable.ts). */

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(origin: string, routePaths: readonly string[]): string {
  const urls = routePaths
    .map((path) => `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
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
