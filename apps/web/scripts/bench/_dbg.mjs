import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS } from './chromium.mjs';
import { serveDist } from './serveDist.mjs';

const { origin, close } = await serveDist('/tmp/fbdist');
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: CHROMIUM_FLAGS.filter((f) => f !== '--headless=new'),
});
for (let i = 0; i < 4; i++)
  for (const path of ['/login', '/register']) {
    const p = await b.newPage();
    await p.addInitScript(() => {
      window.__log = [];
      new MutationObserver((muts) => {
        for (const m of muts) {
          for (const n of m.addedNodes)
            if (n.nodeName === 'TITLE')
              window.__log.push([
                'add',
                Math.round(performance.now()),
                n.textContent,
                m.target.nodeName,
              ]);
          for (const n of m.removedNodes)
            if (n.nodeName === 'TITLE')
              window.__log.push(['remove', Math.round(performance.now())]);
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await p.goto(origin + path, { waitUntil: 'networkidle' });
    await p.waitForTimeout(1500);
    console.log(
      path,
      JSON.stringify(
        await p.evaluate(() => [
          document.querySelectorAll('title').length,
          window.__log.filter((e) => e[0] !== 'add' || e[1] > 0).slice(-6),
        ]),
      ),
    );
    await p.close();
  }
await b.close();
await close();
