import { routes } from '../src/routes/paths.ts';
import { registerForm } from './support/account.ts';
import { holdAppCode } from './support/holdAppCode.ts';
import { expect, test } from './support/test.ts';

/**
 * /register is prerendered in Login mode and hosting cannot route on the query, so
 * /register?mode=signup arrives with the Login form in its HTML. Until the app renders Sign Up,
 * that form must not be offered: whatever was typed into it would be thrown away.
 */

test('/register?mode=signup hides the prerendered Login form until Sign Up renders', async ({
  page,
}) => {
  const appCode = await holdAppCode(page);
  await page.goto(routes.register.getHref('signup'), { waitUntil: 'domcontentloaded' });
  // The app is asked for at once, not after load and first paint.
  await appCode.requested;

  const form = registerForm(page);
  const main = page.getByRole('main');
  await expect(main).toHaveAttribute('aria-busy', 'true');
  await expect(form.email).toBeHidden();
  await expect(form.submit('Login')).toBeHidden();
  await expect(form.heading).toBeHidden();

  appCode.release();
  await expect(form.heading).toHaveText(/sign up/i);
  await expect(form.username).toBeVisible();
  await expect(form.email).toBeEditable();
  await expect(main).not.toHaveAttribute('aria-busy', 'true');
});

test('/register without a query keeps the prerendered Login form usable before the app starts', async ({
  page,
}) => {
  const appCode = await holdAppCode(page);
  await page.goto(routes.register.getHref(), { waitUntil: 'domcontentloaded' });
  const form = registerForm(page);
  await expect(form.heading).toHaveText(/login/i);
  await expect(form.email).toBeEditable();
  await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');
  appCode.release();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/register?mode=signup still offers the Login form and its Sign Up link', async ({
    page,
  }) => {
    await page.goto(routes.register.getHref('signup'));
    const form = registerForm(page);
    await expect(form.heading).toHaveText(/login/i);
    await expect(form.email).toBeEditable();
    await expect(form.modeSwitch('Sign Up')).toBeVisible();
  });
});
