import { chromium } from '@playwright/test';

const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
for (const path of JSON.parse(process.argv[3])) {
  const page = await context.newPage();
  await page.clock.setFixedTime(new Date('2024-09-15T12:00:00+05:30'));
  await page.goto(base + path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/hw_shot_${path.replace(/\W/g, '_')}.png` });
  await page.close();
}
await browser.close();
