#!/usr/bin/env node
/**
 * Writes the registration windows of @apex/core's EDITIONS into firestore.rules, between the
 * `REGISTRATION WINDOWS` markers (src/rules/registrationWindows.ts). Run after announcing an
 * edition: `pnpm --filter @apex/auth-firebase rules:windows`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const rulesPath = fileURLToPath(new URL('../../../firestore.rules', import.meta.url));
const { module } = await runnerImport(
  fileURLToPath(new URL('../src/rules/registrationWindows.ts', import.meta.url)),
);
const rules = await readFile(rulesPath, 'utf8');
const updated = module.withWindows(rules, module.rulesWindowsOf());
if (updated === rules) {
  console.log(`${rulesPath}: the registration windows are up to date`);
} else {
  await writeFile(rulesPath, updated);
  console.log(`${rulesPath}: registration windows written`);
}
