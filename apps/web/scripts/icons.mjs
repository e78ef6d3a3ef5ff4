#!/usr/bin/env node
/**
 * Draws the PNG and ICO icons from public/icon.svg with Debian's Chromium (Playwright), so the
 * SVG stays the one source. Run after changing the SVG: `node build/icons.mjs`; commit the output.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const publicDir = new URL('../public/', import.meta.url);
const svg = await readFile(new URL('icon.svg', publicDir), 'utf8');
const NAV_BLACK = '#000';

/** `maskable`: full-bleed background with the mark inside the 80% safe zone Android crops to. */
const targets = [
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
  { size: 32, ico: 'favicon.ico' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const target of targets) {
    const inner = target.maskable ? Math.round(target.size * 0.72) : target.size;
    await page.setViewportSize({ width: target.size, height: target.size });
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${target.size}px;height:${target.size}px;background:${target.maskable ? NAV_BLACK : 'transparent'}">
        <img style="width:${inner}px;height:${inner}px" src="data:image/svg+xml,${encodeURIComponent(svg)}">
      </body>`,
    );
    const png = await page.screenshot({ omitBackground: !target.maskable, type: 'png' });
    if (target.ico) await writeFile(new URL(target.ico, publicDir), icoOf(png, target.size));
    else if (target.file !== undefined) await writeFile(new URL(target.file, publicDir), png);
  }
} finally {
  await browser.close();
}

/**
 * An ICO file holding one PNG image (supported by every browser that reads favicon.ico).
 * @param {Buffer} png
 * @param {number} size
 */
function icoOf(png, size) {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6);
  header.writeUInt8(size % 256, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
}
