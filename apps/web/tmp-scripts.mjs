import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const base = process.argv[2];
const paths = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const path of paths) {
  const page = await browser.newPage();
  const files = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script') {
      try {
        const b = await r.body();
        files.push([new URL(r.url()).pathname, gzipSync(b).length]);
      } catch {}
    }
  });
  await page.goto(base + path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  files.sort((a, b) => b[1] - a[1]);
  console.log(
    path,
    'total',
    files.reduce((s, f) => s + f[1], 0),
    files.length,
  );
  for (const f of files) console.log('  ', f[1], f[0]);
  await page.close();
}
await browser.close();
