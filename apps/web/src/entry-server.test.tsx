import { describe, expect, it } from 'vitest';
import { renderPage, renderShellHead, site, splitHoistedHead } from './entry-server.tsx';
import { routes } from './routes/routes.tsx';

describe('splitHoistedHead', () => {
  it('moves the leading title, meta and link tags to the head and keeps the rest in place', () => {
    const markup =
      '<style data-precedence="default" data-href="tokens">:root{--x:1px}</style>' +
      '<link rel="preload" as="image" href="/a.webp"/><title>A &amp; B</title>' +
      '<meta name="description" content="x &gt; y"/><link rel="canonical" href="https://x/"/>' +
      '<!--$--><main><title>inside</title><p>body</p></main><!--/$-->';
    expect(splitHoistedHead(markup)).toEqual({
      head:
        '<style data-precedence="default" data-href="tokens">:root{--x:1px}</style>' +
        '<link rel="preload" as="image" href="/a.webp"/><title>A &amp; B</title>' +
        '<meta name="description" content="x &gt; y"/><link rel="canonical" href="https://x/"/>',
      html: '<!--$--><main><title>inside</title><p>body</p></main><!--/$-->',
    });
  });
});

describe('renderPage', () => {
  it('renders a route with the lazy account page resolved, nothing hoisted left in the body', async () => {
    const page = await renderPage(routes.login.path);
    expect(page.html).not.toMatch(/^<(title|meta|link|style)\b/);
    expect(page.head).toContain('<title>');
    expect(page.html).not.toContain('<!--$!-->');
    expect(page.html.length).toBeGreaterThan(0);
  });

  it('renders the not-found route for a path no route matches', async () => {
    const notFound = await renderPage(site.notFoundRenderPath);
    const home = await renderPage(routes.home.path);
    expect(notFound.html).not.toBe(home.html);
  });
});

describe('renderShellHead', () => {
  it('gives the app shell a title and description', () => {
    expect(renderShellHead()).toMatch(/^<title>[^<]+<\/title><meta name="description" content="/);
  });
});

describe('the generated files', () => {
  it('lists the indexable pages in the sitemap and the sitemap in robots.txt', () => {
    expect(site.sitemapXml()).toContain(`<loc>${site.origin}/apex</loc>`);
    expect(site.robotsTxt()).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
  });
});
