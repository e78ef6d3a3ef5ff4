import type { Locator, Page } from '@playwright/test';

/** The hamburger of the navigation bar (shown at phone widths). */
export function menuToggle(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
}

/**
 * At phone widths the account slot (SignUp or the avatar) sits in the hamburger list: opens it
 * when it is there and closed. At desktop widths it does nothing.
 */
export async function revealNavAccount(page: Page): Promise<void> {
  const toggle = menuToggle(page);
  if (!(await toggle.isVisible())) return;
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}
