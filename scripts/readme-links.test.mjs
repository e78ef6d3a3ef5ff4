import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

/**
 * The README is a newcomer's first page: every file it links inside the repository (the
 * screenshots gallery, the docs) must be there, so a renamed page or a screenshot not yet taken
 * fails here rather than as a broken image on the project's front page.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The repository-relative targets of the README's Markdown links (no scheme, no anchor-only). */
export function localTargets(markdown) {
  const targets = [];
  for (const match of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = match[1].split('#')[0];
    if (target === '' || /^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
    targets.push(target);
  }
  return targets;
}

test('localTargets keeps repository paths and drops web addresses and anchors', () => {
  assert.deepEqual(
    localTargets('[a](docs/x.md) [b](https://example.com) [c](#top) [d](docs/y.png#z)'),
    ['docs/x.md', 'docs/y.png'],
  );
});

test('every file the README links is in the repository', () => {
  const targets = localTargets(readFileSync(join(root, 'README.md'), 'utf8'));
  assert.ok(targets.some((target) => target.startsWith('docs/screenshots/')));
  const missing = targets.filter((target) => !existsSync(join(root, target)));
  assert.deepEqual(missing, []);
});
