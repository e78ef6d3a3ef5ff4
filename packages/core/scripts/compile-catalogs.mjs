#!/usr/bin/env node
/**
 * Compiles the source catalogs (src/locales/sources.ts) with Lingui's message compiler into
 * src/locales/compiled/<locale>.ts, which the site imports: the browser gets ready-made messages and
 * no ICU parser. `pnpm --filter @apex/core catalogs` after changing any words; a unit test
 * (compiled.test.ts) fails while a compiled catalog is stale.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

const { module } = await runnerImport(here('./compileCatalog.ts'));
const { module: sources } = await runnerImport(here('../src/locales/sources.ts'));

for (const [locale, catalog] of Object.entries(sources.SOURCE_CATALOGS)) {
  const target = here(`../src/locales/compiled/${locale}.ts`);
  await writeFile(target, module.compiledCatalogModule(catalog));
  console.log(`compiled ${locale} -> ${target}`);
}
