import { messagesFor } from '@apex/core';
import { routes } from '../src/routes/paths.ts';
import { DEMO_ACCOUNT, submitLogin } from './support/account.ts';
import { open } from './support/page.ts';
import { expect, test } from './support/test.ts';

const words = messagesFor('en');

/**
 * A crafted `redirectTo` whose dot segments resolve to `//evil.example` (another host, to a
 * browser) is refused: after a successful login the visitor lands on `/` of this site.
 */
test('a redirectTo that resolves to another host falls back to / after login', async ({
  page,
  baseURL,
}) => {
  await open(page, '/login?redirectTo=/..//evil.example');
  await submitLogin(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);

  await expect(page.getByText(words.success.login)).toBeVisible();
  await page.waitForURL(routes.home.getHref());
  expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? page.url()).origin);
});
