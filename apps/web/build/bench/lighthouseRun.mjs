import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { isFirebasePackage } from '../check-chunks.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { scriptLongTasks } from './longTasks.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** gzip size of a built file, as a CDN would send it (level 9, like Vite's report). */
async function gzipBytes(distDir, pathname) {
  try {
    return gzipSync(await readFile(join(distDir, pathname)), { level: 9 }).length;
  } catch {
    return 0;
  }
}

/** The chunks holding Firebase code, from the build's .chunks.json (build/chunkReport.ts). */
export async function firebaseChunksOf(distDir) {
  try {
    const report = JSON.parse(await readFile(join(distDir, '.chunks.json'), 'utf8'));
    return new Set(
      report.chunks
        .filter((chunk) => chunk.packages.some(isFirebasePackage))
        .map((chunk) => `/${chunk.file}`),
    );
  } catch {
    return new Set();
  }
}

/**
 * One Lighthouse run (mobile preset, simulated throttling: Lighthouse's defaults) in a fresh
 * Chromium, so every run starts with an empty cache.
 */
export async function lighthouseRun(url, { distDir, firebaseChunks = new Set() }) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    // A page with nothing to paint (the app shell without scripts) has no metrics: say so, go on.
    if (lhr.runtimeError) {
      return { error: lhr.runtimeError.code, failing: [], firebaseEarly: [], scriptLongTasks: [] };
    }
    const audit = (id) => lhr.audits[id]?.numericValue;
    const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const scripts = requests.filter((request) => request.resourceType === 'Script');
    let jsGzip = 0;
    let jsGzipBeforePaint = 0;
    const firebaseEarly = [];
    for (const script of scripts) {
      const { pathname } = new URL(script.url);
      const bytes = await gzipBytes(distDir, pathname);
      jsGzip += bytes;
      const requestedAt = script.networkRequestTime ?? script.rendererStartTime ?? 0;
      if (requestedAt <= (observed.observedFirstContentfulPaint ?? 0)) jsGzipBeforePaint += bytes;
      if (firebaseChunks.has(pathname) && requestedAt <= (observed.observedLoad ?? 0)) {
        firebaseEarly.push(pathname);
      }
    }
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const failing = Object.entries(lhr.audits)
      .filter(
        ([, item]) =>
          typeof item.score === 'number' &&
          item.score < 1 &&
          ['binary', 'numeric', 'metricSavings'].includes(item.scoreDisplayMode),
      )
      .map(([id]) => id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      transfer: audit('total-byte-weight'),
      jsGzip,
      jsGzipBeforePaint,
      firebaseEarly,
      failing,
      scriptLongTasks: scriptLongTasks(lhr.audits['long-tasks']?.details?.items ?? []),
      chromium: lhr.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? 'unknown',
      lighthouse: lhr.lighthouseVersion,
    };
  } finally {
    await chrome.kill();
  }
}
