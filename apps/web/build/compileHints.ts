import type { Plugin } from 'vite';
import { isFirebasePackage, isMemoryPackage } from './check-chunks.mjs';
import { packageOfModule } from './chunkReport.ts';

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): compile every
 * function of this file eagerly, on a background thread while the file streams in, instead of
 * each one on the main thread the first time it is called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The backends' code: loaded once the page is idle, and only a part of it runs (decision A15). */
const isBackendPackage = (name: string) => isFirebasePackage(name) || isMemoryPackage(name);

/**
 * Whether a chunk's code runs while a page starts: React, the libraries, the app, the pages and
 * their features all do, and hydrating the page calls most of their functions. The backends'
 * chunks do not (their SDKs are large, and a first visit runs little of them).
 */
export function runsAtStart(moduleIds: readonly string[]): boolean {
  return !moduleIds.some((id) => {
    const name = packageOfModule(id);
    return name !== null && isBackendPackage(name);
  });
}

/** `code` with the compile hint as its first line. */
export function withCompileHint(code: string): string {
  return `${COMPILE_HINT}\n${code}`;
}

/**
 * Puts the compile hint at the top of every client chunk that runs while a page starts
 * (docs/decisions.md, P25). Hydration calls hundreds of React's and our functions for the first
 * time; compiled lazily, each was compiled on the main thread at its first call, in the middle of a
 * render slice, so slices React means to last 5 ms ran past 12 (a long task in Lighthouse's model
 * of a phone). Last of all the plugins, so the minifier cannot drop the comment and nothing
 * (Vite's preload map) goes above it.
 */
export function compileHints(): Plugin {
  return {
    name: 'apex:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.name !== 'client') return;
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !runsAtStart(output.moduleIds)) continue;
          output.code = withCompileHint(output.code);
          // One more line at the top: the map's generated lines move down by one.
          if (output.map) output.map.mappings = `;${output.map.mappings}`;
        }
      },
    },
  };
}
