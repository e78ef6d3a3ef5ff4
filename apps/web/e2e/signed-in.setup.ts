import { logInAsDemo } from './support/account.ts';
import { SIGNED_IN_STATE } from './support/signedIn.ts';
import { test as setup } from './support/test.ts';

/**
 * Logs in once through the real form and keeps the browser storage (the memory backend persists
 * its session in localStorage), so the tests that only need "someone is signed in" start there.
 */
setup('log in as the demo account', async ({ page }) => {
  await logInAsDemo(page);
  await page.context().storageState({ path: SIGNED_IN_STATE });
});
