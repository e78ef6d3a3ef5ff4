import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Executable scripts and module preloads; JSON-LD data blocks stay (they run nothing). */
const EXECUTABLE_SCRIPT = /<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g;
const MODULE_PRELOAD = /<link\b[^>]*rel="modulepreload"[^>]*>/g;

export function withoutScripts(html) {
  return html.replace(EXECUTABLE_SCRIPT, '').replace(MODULE_PRELOAD, '');
}

/**
 * The no-JavaScript floor: a copy of the build whose HTML files have no scripts, so each page is
 * exactly its prerendered content, styled, and nothing else.
 */
export async function makeFloor(distDir, floorDir) {
  await cp(distDir, floorDir, { recursive: true });
  const entries = await readdir(floorDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    await writeFile(file, withoutScripts(await readFile(file, 'utf8')));
  }
}
