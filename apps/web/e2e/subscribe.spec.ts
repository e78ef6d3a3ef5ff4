import { messagesFor } from '@apex/core';
import { routes } from '../src/routes/paths.ts';
import { open, waitForHydration } from './support/page.ts';
import { expect, test } from './support/test.ts';

test.describe('the footer newsletter', () => {
  test('asks an address to confirm, and answers a repeat after a reload the same way, mailing once', async ({
    page,
  }) => {
    await open(page, routes.home.getHref());
    const form = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter' });
    const email = form.getByRole('textbox', { name: 'Subscribe to our newsletter' });
    const success = messagesFor().subscribe.subscribed({ email: 'family@example.in' });

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
    // Double opt-in (issue 30): one confirmation mail, however often the form is sent.
    const mails = await page.evaluate(() => {
      const state: unknown = JSON.parse(localStorage.getItem('apex.memory-backend') ?? '{}');
      const mail = typeof state === 'object' && state !== null && 'mail' in state ? state.mail : [];
      return Array.isArray(mail) ? mail.map((sent: { to?: unknown }) => sent.to) : [];
    });
    expect(mails).toEqual(['family@example.in']);
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

test.describe('the notify-me list', () => {
  test('/page3, with no test open today, puts an address on the next-edition list', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2026-11-23T10:00:00+05:30'));
    await open(page, routes.page3.getHref());
    await waitForHydration(page);
    await expect(page.getByRole('link', { name: /grade/i })).toHaveCount(0);
    const form = page
      .getByRole('main')
      .getByRole('form', { name: 'Notify me about the next exam' });
    await form.getByRole('textbox', { name: 'Email address' }).fill('parent@example.in');
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expect(form.getByRole('status')).toHaveText(
      messagesFor().subscribe.subscribed({ email: 'parent@example.in' }),
    );
    const stored = await page.evaluate(() => localStorage.getItem('apex.memory-backend') ?? '');
    expect(stored).toContain('"next-edition"');
  });
});
