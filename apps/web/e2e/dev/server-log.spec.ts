import { readFile } from 'node:fs/promises';
import { DEV_SERVER_LOG } from '../../playwright.dev.config.ts';
import { expect, test } from '../support/test.ts';

/**
 * The dev server's own log, after every other spec of the suite (issue 43): no warning (a
 * deprecated option, a future flag, PostCSS), no error, and no page reloaded for a dependency.
 */
test("the dev server's log has no warning, no error and no reload", async () => {
  const log = await readFile(DEV_SERVER_LOG, 'utf8');
  const problems = log
    .split('\n')
    .filter((line) => /warn|error|deprecated|future flag|postcss|reloading|outdated/i.test(line));
  expect(problems).toEqual([]);
});
