import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { serveDist } from './serveDist.mjs';

const { origin, close } = await serveDist(process.argv[2]);
for (const path of process.argv.slice(3)) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  const { lhr } = await lighthouse(origin + path, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const el = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  console.log(
    path,
    'LCP',
    Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    'FCP',
    Math.round(lhr.audits['first-contentful-paint'].numericValue),
    'TBT',
    Math.round(lhr.audits['total-blocking-time'].numericValue),
  );
  console.log('  element', el?.snippet?.slice(0, 150), el?.selector);
  const phases = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items;
  console.log('  phases', JSON.stringify(phases));
  const m = lhr.audits.metrics.details.items[0];
  console.log(
    '  observed FCP',
    m.observedFirstContentfulPaint,
    'LCP',
    m.observedLargestContentfulPaint,
    'load',
    m.observedLoad,
    'DCL',
    m.observedDomContentLoaded,
  );
  const lt = lhr.audits['long-tasks']?.details?.items?.slice(0, 5);
  console.log(
    '  long tasks',
    JSON.stringify(
      lt?.map((t) => [t.url?.split('/').pop(), Math.round(t.startTime), Math.round(t.duration)]),
    ),
  );
  await chrome.kill();
}
await close();
