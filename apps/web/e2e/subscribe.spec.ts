import { messagesFor } from '@apex/core';
import { routes } from '../src/routes/routes.tsx';
import { open, waitForHydration } from './support/page.ts';
import { expect, test } from './support/test.ts';

test.describe('the footer newsletter', () => {
  test('subscribes an address, and answers a repeat after a reload the same way', async ({
    page,
  }) => {
    await open(page, routes.home.getHref());
    const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' });
    const email = form.getByRole('textbox', { name: 'Subscribe to our newsletter' });
    const success = messagesFor().subscribe.subscribed('family@example.in');

    await email.fill('Family@Example.in');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('status')).toHaveText(success);

    // The memory backend keeps the list in localStorage: the repeat finds the address there.
    await page.reload();
    await waitForHydration(page);
    await expect(form.getByRole('status')).toBeEmpty();
    await email.fill('family@example.in');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('status')).toHaveText(success);
    const stored = await page.evaluate(() => localStorage.getItem('apex.memory-backend') ?? '');
    expect(stored.split('"family@example.in"')).toHaveLength(2);
  });

  test('refuses a malformed address and keeps it for correcting', async ({ page }) => {
    await open(page, routes.home.getHref());
    const form = page.getByRole('form', { name: 'Newsletter' });
    const email = form.getByRole('textbox', { name: 'Subscribe to our newsletter' });

    await email.fill('family@example');
    await email.press('Enter');

    await expect(form.getByRole('alert')).toHaveText(messagesFor().validation.emailInvalid);
    await expect(email).toHaveValue('family@example');
    await expect(email).toBeFocused();
  });
});
