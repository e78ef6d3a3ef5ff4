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
    const notFound = await renderPage('/__not-found__');
    const home = await renderPage(routes.home.path);
    expect(notFound.html).not.toBe(home.html);
  });
});

describe('the Hindi pages', () => {
  it('renders /hi/apex with the Hindi router: Hindi head, canonical and links that stay in Hindi', async () => {
    const page = await renderPage('/hi/apex');
    expect(page.head).toContain(
      '<title>Apex: अखिल भारतीय कौशल एवं भाषा परीक्षा | Apex Digital</title>',
    );
    expect(page.head).toContain(`<link rel="canonical" href="${site.origin}/hi/apex"/>`);
    expect(page.html).toContain('href="/hi/page1"');
    expect(page.html).not.toMatch(/href="\/page1"/);
  });

  it('renders the Hindi not-found page for an unknown /hi path', async () => {
    const notFound = await renderPage('/hi/__not-found__');
    expect(notFound.head).toContain('<title>पेज नहीं मिला | Apex Digital</title>');
  });

  it('lists every page, shell and 404 of each language under its prefix', () => {
    const [english, hindi] = site.languages;
    expect(english?.prerenderedPaths).toContain('/apex');
    expect(hindi?.prerenderedPaths).toContain('/hi/apex');
    expect(hindi?.prerenderedPaths).toContain('/hi');
    expect(hindi?.shellPaths).toContain('/hi/edit-profile');
    expect(hindi).toMatchObject({
      lang: 'hi-IN',
      prefix: '/hi',
      appShellFile: 'hi/app-shell.html',
      notFoundFile: 'hi/404.html',
    });
    expect(site.htmlFileFor('/hi')).toBe('hi/index.html');
  });
});

describe('renderShellHead', () => {
  it('gives the app shell a title and description in its language', () => {
    expect(renderShellHead()).toMatch(/^<title>[^<]+<\/title><meta name="description" content="/);
    expect(renderShellHead('hi')).toContain('content="Apex Digital डिजिटल सेवाओं की एजेंसी');
  });

  it("links the language's own web manifest", () => {
    expect(renderShellHead()).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    expect(renderShellHead('hi')).toContain(
      '<link rel="manifest" href="/hi/manifest.webmanifest"/>',
    );
  });
});

describe('the generated files', () => {
  it('writes a web manifest for each language, the Hindi one in Hindi', () => {
    const manifests = site.webManifests();
    expect(manifests.map(({ file }) => file)).toEqual([
      'manifest.webmanifest',
      'hi/manifest.webmanifest',
    ]);
    expect(JSON.parse(manifests[1]?.content ?? '{}')).toMatchObject({ lang: 'hi-IN' });
  });

  it('lists the indexable pages in the sitemap and the sitemap in robots.txt', () => {
    expect(site.sitemapXml()).toContain(`<loc>${site.origin}/apex</loc>`);
    expect(site.sitemapXml()).toContain(`<loc>${site.origin}/hi/apex</loc>`);
    expect(site.robotsTxt()).toContain('Disallow: /hi/edit-profile');
    expect(site.robotsTxt()).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
  });
});
