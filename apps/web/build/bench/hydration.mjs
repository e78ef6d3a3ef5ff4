#!/usr/bin/env node
/**
 * Loads every page of a build in Chromium and fails on any console error or warning (React reports
 * hydration mismatches there), on a page without exactly one <title>, and on a prerendered page
 * that React did not hydrate in place. Also lists the scripts each page requested before it was
 * interactive, so a Firebase build can be checked for Firebase on the critical path.
 *
 *   node build/bench/hydration.mjs [dist]
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { serveDist } from './serveDist.mjs';

/** URL paths to visit: every prerendered page (from the build's sitemap), the shells, a 404. */
async function pagesOf(root) {
  const hosting = JSON.parse(await readFile(join(root, '.hosting.json'), 'utf8'));
  const sitemap = await readFile(join(root, 'sitemap.xml'), 'utf8');
  const listed = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(
    (match) => new URL(match[1]).pathname,
  );
  const accountPages = ['/login', '/register', '/register?mode=signup'];
  return [...listed, ...accountPages, ...hosting.shellPaths, '/no-such-page', '/apex?utm=x'];
}

export async function checkHydration(root, { log = console.log } = {}) {
  const { origin, close } = await serveDist(root);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless=new'),
  });
  const problems = [];
  try {
    for (const path of await pagesOf(root)) {
      const page = await browser.newPage();
      const messages = [];
      const scripts = [];
      page.on('console', (message) => {
        // The not-found page's own 404 status is reported on the console; it is the point of it.
        const ownStatus = message.location().url === `${origin}${path}`;
        if ((message.type() === 'error' || message.type() === 'warning') && !ownStatus) {
          messages.push(`${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      // Remember the prerendered <main> (inside any lazy boundary): hydration must keep that very
      // node, not replace it (which would drop what a visitor typed before the app started).
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          window.__prerenderedMain = document.querySelector('#root[data-prerendered] main');
        });
      });
      const response = await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      // The app starts after the load event and hydrates as a transition: wait until React owns
      // the prerendered root element (the same node, so nothing was thrown away and re-created).
      // Lazy boundaries (the account pages) hydrate after their chunk arrives; give them a moment.
      await page.waitForTimeout(1000);
      await page
        .waitForFunction(
          () => {
            const first = document.getElementById('root')?.firstElementChild;
            const owned = first && Object.keys(first).some((key) => key.startsWith('__reactFiber'));
            return owned && document.querySelectorAll('title').length === 1;
          },
          undefined,
          { timeout: 10_000 },
        )
        .catch(() => undefined);
      const state = await page.evaluate(() => {
        const root = document.getElementById('root');
        const first = root?.firstElementChild;
        return {
          titles: document.querySelectorAll('title').length,
          titleTexts: [...document.querySelectorAll('title')].map((node) => node.textContent),
          title: document.title,
          prerendered: root?.dataset.prerendered ?? null,
          mainKept:
            window.__prerenderedMain === null ||
            window.__prerenderedMain === document.querySelector('main'),
          reactOwned: first
            ? Object.keys(first).some((key) => key.startsWith('__reactFiber'))
            : false,
        };
      });
      const status = response?.status() ?? 0;
      log(`${status} ${path}  title="${state.title}"  scripts: ${scripts.join(' ') || '(none)'}`);
      for (const message of messages) problems.push(`${path}: ${message}`);
      if (state.titles !== 1) {
        problems.push(`${path}: ${state.titles} <title> elements: ${state.titleTexts.join(' / ')}`);
      }
      const hydrated =
        state.prerendered === new URL(`${origin}${path}`).pathname && !path.includes('?');
      if (hydrated && !state.mainKept)
        problems.push(`${path}: hydration replaced the prerendered <main>`);
      if (!state.reactOwned) problems.push(`${path}: React did not render into #root`);
      await page.close();
    }
  } finally {
    await browser.close();
    await close();
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? fileURLToPath(new URL('../../dist', import.meta.url)));
  const problems = await checkHydration(root);
  for (const problem of problems) console.error(`PROBLEM ${problem}`);
  process.exit(problems.length === 0 ? 0 : 1);
}
