import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_VARIANT_ENV } from './buildVariants.mjs';
import {
  type Chunk,
  checkChunks,
  criticalPath,
  isFirebasePackage,
  isMemoryPackage,
} from './check-chunks.mjs';
import { COMPILE_HINT } from './compileHints.ts';
import { cspHash } from './cspHash.ts';
import { bootLoaderHash } from './injectBootLoader.ts';

/**
 * Builds both variants for real (the same `vite build` as `build` and `build:firebase`) and checks
 * what loads first. The page's only script is the boot chunk (src/entry-boot.ts), which imports
 * the app (entry-client) once the page has loaded: neither, nor anything they import statically,
 * may hold Firebase code. check-chunks.mjs proves the rest (no Firebase in the memory build, no
 * memory adapter in the Firebase build).
 */
const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const vite = join(webDir, 'node_modules/vite/bin/vite.js');

const VARIANTS = BUILD_VARIANT_ENV;
type Variant = keyof typeof VARIANTS;

let work: string;
const outDir = (variant: Variant) => join(work, variant);

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'apex-built-chunks-'));
  for (const [variant, env] of Object.entries(VARIANTS)) {
    const mode = variant === 'firebase' ? ['--mode', 'firebase'] : [];
    const result = spawnSync(
      process.execPath,
      [
        vite,
        'build',
        ...mode,
        '--outDir',
        join(work, variant),
        '--emptyOutDir',
        '--logLevel',
        'error',
      ],
      // Vitest sets NODE_ENV=test, under which Vite builds with import.meta.env.DEV true: build
      // as `pnpm build` does, for production.
      { cwd: webDir, env: { ...process.env, NODE_ENV: 'production', ...env }, encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`${variant} build failed:\n${result.stderr}`);
  }
}, 240_000);

afterAll(() => rm(work, { recursive: true, force: true }));

function chunksOf(variant: Variant): Chunk[] {
  const report = JSON.parse(readFileSync(join(outDir(variant), '.chunks.json'), 'utf8')) as {
    chunks: Chunk[];
  };
  return report.chunks;
}

/** build/chunkGroups.ts names the chunk of entry-client and its imports, and React's. */
const APP_CHUNK = /(^|\/)app-[^/]+\.js$/;
const REACT_CHUNK = /(^|\/)react-[^/]+\.js$/;

/** The app entry and its static imports: the code that hydrates the page. */
function appPath(chunks: Chunk[]): Chunk[] {
  const app = chunks.filter((chunk) => APP_CHUNK.test(chunk.file));
  expect(app).toHaveLength(1);
  return criticalPath(chunks.map((chunk) => ({ ...chunk, isEntry: app.includes(chunk) })));
}

describe.each(Object.keys(VARIANTS) as Variant[])('the %s build', (variant) => {
  it('has no Firebase module in the entry chunk or anything it imports statically', () => {
    const entry = criticalPath(chunksOf(variant));
    expect(entry.length).toBeGreaterThan(0);
    expect(entry.filter((chunk) => chunk.packages.some(isFirebasePackage))).toEqual([]);
  });

  it('has no Firebase module in the app chunk that hydrates the page, nor its static imports', () => {
    const app = appPath(chunksOf(variant));
    expect(app.filter((chunk) => chunk.packages.some(isFirebasePackage))).toEqual([]);
  });

  it('passes every check of check-chunks.mjs', () => {
    expect(checkChunks(outDir(variant), variant).failures).toEqual([]);
  });

  it('ships no development-only pretend day (?today=, apex.today)', () => {
    const assets = join(outDir(variant), 'assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const pretending = scripts.filter((file) => {
      const code = readFileSync(join(assets, file), 'utf8');
      return code.includes('apex.today') || /["'`]today["'`]/.test(code);
    });
    expect(pretending).toEqual([]);
  });
});

describe('the Firebase build', () => {
  it('does ship Firebase, in chunks loaded on demand', () => {
    const firebase = chunksOf('firebase').filter((chunk) => chunk.packages.some(isFirebasePackage));
    expect(firebase.length).toBeGreaterThan(0);
  });
});

describe.each(Object.keys(VARIANTS) as Variant[])(
  'the %s build starts the app in steps',
  (variant) => {
    const chunks = () => chunksOf(variant);
    const named = (pattern: RegExp) => {
      const found = chunks().filter((chunk) => pattern.test(chunk.file));
      expect(found).toHaveLength(1);
      return found[0] as Chunk;
    };

    it("evaluates React's runtime apart from the app: the app's chunk holds no react-dom", () => {
      const runtime = criticalPath(
        chunks().map((chunk) => ({ ...chunk, isEntry: REACT_CHUNK.test(chunk.file) })),
      );
      expect(runtime.flatMap((chunk) => chunk.packages)).toContain('react-dom');
      expect(named(APP_CHUNK).packages).not.toContain('react-dom');
    });

    it("has React's CommonJS modules wrapped in function expressions, which V8 compiles eagerly (P24)", () => {
      const code = readFileSync(join(outDir(variant), named(REACT_CHUNK).file), 'utf8');
      // react, scheduler, react-dom, react-dom/client, the JSX runtime: each a module and its index.
      expect(code.match(/\(\(function\([\w$,]*\)\{/g)?.length ?? 0).toBeGreaterThanOrEqual(10);
      expect(code).not.toMatch(/\(\((?:[\w$]+|\([\w$,]+\))=>\{/);
    });

    it("opens every chunk that runs at start with V8's compile hint, and no backend's chunk (P25)", () => {
      const firstLine = (chunk: Chunk) =>
        readFileSync(join(outDir(variant), chunk.file), 'utf8').split('\n', 1)[0];
      const isBackend = (chunk: Chunk) =>
        chunk.packages.some((name) => isFirebasePackage(name) || isMemoryPackage(name));
      const atStart = chunks().filter((chunk) => !isBackend(chunk));
      for (const pattern of [REACT_CHUNK, APP_CHUNK, /(^|\/)libs-/, /(^|\/)HomePage-/]) {
        expect(atStart).toContainEqual(named(pattern));
      }
      for (const chunk of atStart) expect(firstLine(chunk), chunk.file).toBe(COMPILE_HINT);
      const backends = chunks().filter(isBackend);
      expect(backends.length).toBeGreaterThan(0);
      for (const chunk of backends) expect(firstLine(chunk), chunk.file).not.toBe(COMPILE_HINT);
    });

    it('evaluates React Router and Lingui apart from the app, in the libraries chunk', () => {
      const libs = named(/(^|\/)libs-[^/]+\.js$/).packages;
      expect(libs).toEqual(expect.arrayContaining(['react-router', '@lingui/core']));
      expect(libs).not.toContain('react-dom');
      expect(named(APP_CHUNK).packages.filter((name) => !name.startsWith('@apex/'))).toEqual([]);
    });

    it('loads the home page in a handful of scripts, not one per shared module (P23)', () => {
      const boot = chunks().find((chunk) => chunk.isEntry);
      const home = named(/(^|\/)HomePage-[^/]+\.js$/);
      // The boot script, the two chunks it imports, the home page's chunk, and all they import.
      const loaded = criticalPath(
        chunks().map((chunk) => ({
          ...chunk,
          isEntry:
            chunk.isEntry ||
            chunk.file === home.file ||
            (boot?.dynamicImports.includes(chunk.file) ?? false),
        })),
      ).map((chunk) => chunk.file);
      expect(loaded).toContain(named(/(^|\/)pages-[^/]+\.js$/).file);
      expect(loaded.length).toBeLessThanOrEqual(8);
    });

    it("fetches all three steps together: every page's loader lists their chunks, React's first, for the boot to ask for in turn (P29)", () => {
      const boot = chunks().find((chunk) => chunk.isEntry);
      expect(boot?.dynamicImports).toHaveLength(3);
      const needed = criticalPath(
        chunks().map((chunk) => ({
          ...chunk,
          isEntry: boot?.dynamicImports.includes(chunk.file) ?? false,
        })),
      )
        .map((chunk) => `/${chunk.file}`)
        .filter((file) => file !== `/${boot?.file}`);
      expect(needed).toContain(`/${named(APP_CHUNK).file}`);
      for (const page of ['index.html', 'hi/index.html', 'apex/index.html', 'app-shell.html']) {
        const html = readFileSync(join(outDir(variant), page), 'utf8');
        const listed = /<script data-boot="[^"]+" data-preload="([^"]+)">/.exec(html)?.[1] ?? '';
        const files = listed.split(' ');
        expect(files[0], page).toBe(`/${named(REACT_CHUNK).file}`);
        expect([...files].sort(), page).toEqual([...needed].sort());
      }
    });
  },
);

describe.each(Object.keys(VARIANTS) as Variant[])("the %s build's pages", (variant) => {
  const pages = () =>
    readdirSync(outDir(variant), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => ({ file, html: readFileSync(join(outDir(variant), file), 'utf8') }));

  it('carry the stylesheet inline: no request stands between the HTML and its first paint', () => {
    expect(pages().length).toBeGreaterThan(20);
    for (const { file, html } of pages()) {
      expect(html, file).not.toMatch(/<link[^>]*rel="stylesheet"/);
      expect(html.match(/<style>[\s\S]{1000,}?<\/style>/g), file).toHaveLength(1);
    }
  });

  it('start the boot script from the inline loader, the one inline script they run', () => {
    for (const { file, html } of pages()) {
      expect(html, file).not.toMatch(/<script type="module"/);
      const inline = [
        ...html.matchAll(/<script\b(?![^>]*application\/ld\+json)([^>]*)>([\s\S]*?)<\/script>/g),
      ];
      expect(inline, file).toHaveLength(1);
      const [, attributes = '', code = ''] = inline[0] ?? [];
      expect(attributes, file).toMatch(
        /^ data-boot="\/assets\/index-[^"]+\.js" data-preload="(\/assets\/[^" ]+\.js ?)+"$/,
      );
      expect(bootLoaderHash(code), file).toBe(bootLoaderHash());
    }
  });

  it('allow exactly their inline styles, by hash, in a policy placed before any of them', () => {
    for (const { file, html } of pages()) {
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)" \/>/.exec(html);
      expect(policy, file).not.toBeNull();
      const sources = (policy?.[1] ?? '').split(' ');
      expect(sources.slice(0, 2), file).toEqual(['style-src', "'self'"]);
      expect(sources, file).not.toContain("'unsafe-inline'");
      for (const [, css = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) {
        const hash = cspHash(css);
        expect(sources, file).toContain(hash);
      }
      expect(html.indexOf('http-equiv="Content-Security-Policy"'), file).toBeLessThan(
        html.indexOf('<style'),
      );
    }
  });
});
