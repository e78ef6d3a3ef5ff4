import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import recorded from '../../src/testing/lighthouseResult.json';
import {
  firebaseBeforeLoad,
  firebaseChunks,
  idealPage,
  lcpAgainstFloors,
  makeFloor,
  makeIdealFloor,
  withoutScripts,
} from './extraBudgets.ts';
import type { Lhr } from './lhr.ts';

/** A recorded result (the Firebase build's /register) with its LCP, or one more request, changed. */
function result({ lcp = 849, request }: { lcp?: number; request?: { url: string; at: number } }) {
  const lhr: Lhr = structuredClone(recorded);
  lhr.audits['largest-contentful-paint'] = { numericValue: lcp };
  const requests = lhr.audits['network-requests']?.details?.items;
  if (request) requests?.push({ url: request.url, rendererStartTime: request.at });
  return lhr;
}

describe('withoutScripts', () => {
  it('removes every executable script and module preload, and keeps the rest of the page', () => {
    const html = [
      '<head><link rel="modulepreload" href="/assets/app.js"><link rel="stylesheet" href="/s.css">',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module">import("/assets/app.js")</script></head>',
      '<body><h1>Apex</h1><SCRIPT data-boot="/a.js">(() => {})()</SCRIPT></body>',
    ].join('');
    expect(withoutScripts(html)).toBe(
      '<head><link rel="stylesheet" href="/s.css">' +
        '<script type="application/ld+json">{"@type":"Organization"}</script></head>' +
        '<body><h1>Apex</h1></body>',
    );
  });
});

describe('makeFloor and firebaseChunks', () => {
  let work = '';
  afterEach(() => rm(work, { recursive: true, force: true }));

  it('copies the site with scripts stripped from every page, and finds the Firebase SDK chunks', async () => {
    work = await mkdtemp(join(tmpdir(), 'apex-floor-'));
    const site = join(work, 'site');
    await mkdir(join(site, 'hi'), { recursive: true });
    await mkdir(join(site, 'assets'));
    await writeFile(join(site, 'hi/index.html'), '<p>नमस्ते</p><script src="/a.js"></script>');
    await writeFile(join(site, 'assets/app.js'), 'import("./firebase.js")');
    // As the minifier writes the SDK's names (template literals), and as its sources do.
    await writeFile(join(site, 'assets/firebase.js'), 'var F=`@firebase/app`,I=`0.16.2`');
    await writeFile(join(site, 'assets/auth.js'), 'registerVersion("@firebase/auth","1.12")');

    await makeFloor(site, join(work, 'floor'));

    expect(await readFile(join(work, 'floor/hi/index.html'), 'utf8')).toBe('<p>नमस्ते</p>');
    expect(await readFile(join(work, 'floor/assets/app.js'), 'utf8')).toBe(
      'import("./firebase.js")',
    );
    expect(await firebaseChunks(site)).toEqual(new Set(['/assets/firebase.js', '/assets/auth.js']));
  });
});

describe('lcpAgainstFloors', () => {
  it('compares the median LCP of the page with the medians of both floors', () => {
    const page = [result({ lcp: 900 }), result({ lcp: 1500 }), result({ lcp: 1000 })];
    const floor = [result({ lcp: 850 }), result({ lcp: 800 }), result({ lcp: 3000 })];
    const ideal = [result({ lcp: 700 }), result({ lcp: 950 }), result({ lcp: 920 })];
    expect(lcpAgainstFloors(page, floor, ideal)).toEqual({
      lcp: 1000,
      floorLcp: 850,
      idealFloorLcp: 920,
      pass: true,
    });
  });

  it('fails a page whose LCP is more than 1.1 times its ideal floor, whatever the no-script one', () => {
    const comparison = lcpAgainstFloors(
      [result({ lcp: 1013 })],
      [result({ lcp: 1000 })],
      [result({ lcp: 920 })],
    );
    expect(comparison.pass).toBe(false);
  });
});

describe('idealPage', () => {
  const sheets: Record<string, string> = {
    '/a.css': '.hero{color:red}.console{color:blue}',
    '/b.css': 'main[data-query-pending]>*{opacity:0}p{margin:0}',
  };
  const readSheet = async (href: string) => sheets[href] ?? '';

  it('keeps no script and no stylesheet, only the rules its script-free HTML uses, inlined', async () => {
    const html = [
      '<head><style data-precedence="default">:root{--a:1}</style>',
      '<style data-used-css="">.hero{color:red}</style>',
      '<template data-after-paint=""><link rel="stylesheet" href="/a.css"/></template>',
      '<link rel="stylesheet" href="/b.css"/></head>',
      '<body><h1 class="hero">Apex</h1><script>m.setAttribute("data-query-pending","")</script></body>',
    ].join('');
    expect(await idealPage(html, readSheet)).toBe(
      '<head><style data-precedence="default">:root{--a:1}</style><style>.hero{color:red}</style></head>' +
        '<body><h1 class="hero">Apex</h1></body>',
    );
  });
});

describe('makeIdealFloor', () => {
  let work = '';
  afterEach(() => rm(work, { recursive: true, force: true }));

  it('copies the site with every page made its ideal floor, reading the stylesheets from the site', async () => {
    work = await mkdtemp(join(tmpdir(), 'apex-ideal-'));
    const site = join(work, 'site');
    await mkdir(join(site, 'assets'), { recursive: true });
    await writeFile(join(site, 'assets/a.css'), '.used{color:red}.unused{color:blue}');
    await writeFile(
      join(site, 'index.html'),
      '<head><link rel="stylesheet" href="/assets/a.css"/></head><p class="used">x</p>',
    );

    await makeIdealFloor(site, join(work, 'ideal'));

    expect(await readFile(join(work, 'ideal/index.html'), 'utf8')).toBe(
      '<head><style>.used{color:red}</style></head><p class="used">x</p>',
    );
  });
});

describe('firebaseBeforeLoad', () => {
  // In the recorded run the load event came 282.7 ms after the first request.
  const chunks = new Set(['/assets/firebase-abc.js']);

  it('passes the recorded run, whose scripts all start after the load event', () => {
    expect(firebaseBeforeLoad(result({}), chunks)).toEqual([]);
  });

  it('names a Firebase chunk requested before the load event, not one requested after it', () => {
    const early = 'http://127.0.0.1:4700/assets/firebase-abc.js';
    expect(firebaseBeforeLoad(result({ request: { url: early, at: 200 } }), chunks)).toEqual([
      early,
    ]);
    expect(firebaseBeforeLoad(result({ request: { url: early, at: 300 } }), chunks)).toEqual([]);
  });

  it('names a request to a Firebase host before the load event', () => {
    const api = 'https://identitytoolkit.googleapis.com/v1/accounts:lookup';
    expect(firebaseBeforeLoad(result({ request: { url: api, at: 10 } }), chunks)).toEqual([api]);
  });

  it('refuses a result without the times it compares', () => {
    const lhr = result({});
    lhr.audits.metrics = { details: { items: [] } };
    expect(() => firebaseBeforeLoad(lhr, chunks)).toThrow(/no load time/);
  });
});
