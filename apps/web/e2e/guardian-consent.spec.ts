import { consentNotice, describeError, formatDay, indianDay, messagesFor } from '@apex/core';
import { localizedHref } from '../src/routes/localePath.ts';
import { routes } from '../src/routes/paths.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { englishRuns, readableText } from './support/englishLeftOver.ts';
import {
  DAY_MS,
  logIn,
  PARENT,
  REGISTRATION_OPEN,
  registerForAnotherGuardian,
} from './support/guardian.ts';
import { open } from './support/page.ts';
import { saveScreenshots } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';

/**
 * Guardian consent, "email plus" (issue 28), on the memory build: a parent registers a child with
 * another guardian's address, the slip says it awaits them, the development mailbox has the
 * guardian's link, and the guardian confirms or declines there; an expired link is refused.
 */

test.describe('guardian consent', () => {
  test('the guardian confirms from the mailed link, and the registration page says confirmed', async ({
    page,
  }) => {
    const words = messagesFor('en');
    await logIn(page, 'en');
    const link = await registerForAnotherGuardian(page, 'en');

    await page.goto(link);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(words.guardianPage.title);
    // Before an answer the reader may be a stranger (issue 38): the first name and grade only.
    await expect(main.getByText('आशा', { exact: true })).toBeVisible();
    await expect(main.getByText('Grade 8', { exact: true })).toBeVisible();
    await expect(main.getByText(words.guardianPage.shownOnceConfirmed)).toBeVisible();
    await expect(main.getByText('आशा वर्मा')).toHaveCount(0);
    await expect(main.getByText('Kendriya Vidyalaya No. 2')).toHaveCount(0);
    await expect(main.getByText(PARENT.email)).toBeVisible();
    // What confirming agrees to: the notice in force (issue 38).
    await expect(main.getByText(consentNotice('en'))).toBeVisible();
    await expectNoAxeViolations(page, 'the guardian page');
    await saveScreenshots(page, 'guardian');
    await main.getByRole('button', { name: words.guardianPage.confirm }).click();
    await expect(main.getByText(words.guardianPage.confirmed)).toBeFocused();
    await expectNoAxeViolations(page, 'the guardian page, confirmed');

    // Used once: opening it again says so plainly.
    await page.goto(link);
    await expect(main.getByRole('alert')).toHaveText(
      describeError('guardian/link-used', '').message,
    );

    await open(page, routes.examRegistration.getHref());
    const slip = page.getByRole('region', { name: words.registration.confirmed });
    await expect(
      slip.getByText(words.guardianStatus.confirmedText({ date: '15th September 2024' })),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'the slip, confirmed');
  });

  test('the guardian declines: the registration is deleted', async ({ page }) => {
    const words = messagesFor('en');
    await logIn(page, 'en');
    const link = await registerForAnotherGuardian(page, 'en');

    await page.goto(link);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: words.guardianPage.decline }).click();
    await expect(main.getByText(words.guardianPage.declined)).toBeFocused();
    await expectNoAxeViolations(page, 'the guardian page, declined');

    await open(page, routes.examRegistration.getHref());
    await expect(main.getByRole('textbox', { name: words.registration.candidateName })).toHaveValue(
      '',
    );
    await expect(page.getByTestId('registration-number')).toHaveCount(0);
  });

  test('a link past its seven days is refused clearly', async ({ page }) => {
    await logIn(page, 'en');
    const link = await registerForAnotherGuardian(page, 'en');

    // Past the link's seven days, within the grace day before the registration goes (issue 38).
    await page.clock.setFixedTime(new Date(REGISTRATION_OPEN.getTime() + 7.5 * DAY_MS));
    await page.goto(link);

    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toHaveText(
      describeError('guardian/link-expired', '').message,
    );
    await expect(main.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page, 'an expired guardian link');
  });

  test('a registration its guardian never confirms is gone after the link’s days and a grace day, and its page says why', async ({
    page,
  }) => {
    const words = messagesFor('en');
    await logIn(page, 'en');
    await registerForAnotherGuardian(page, 'en');

    // Eight days on (the link's seven and the grace day), retention has deleted it.
    const later = new Date(REGISTRATION_OPEN.getTime() + 8 * DAY_MS + 60_000);
    await page.clock.setFixedTime(later);
    await open(page, routes.examRegistration.getHref());

    const main = page.getByRole('main');
    const ended = main.getByRole('region', { name: words.registration.endedHeading });
    await expect(
      ended.getByText(
        words.registration.endedGuardianUnconfirmed({
          date: formatDay(indianDay(later.getTime()), 'en'),
          days: 7,
        }),
      ),
    ).toBeVisible();
    await expect(main.getByRole('textbox', { name: words.registration.candidateName })).toHaveValue(
      '',
    );
    await expectNoAxeViolations(page, 'the registration page after an unconfirmed deletion');
  });

  test('in Hindi: the link opens the Hindi page, and the guardian confirms there', async ({
    page,
  }) => {
    const hi = messagesFor('hi');
    await logIn(page, 'hi');
    const link = await registerForAnotherGuardian(page, 'hi');

    await page.goto(link);
    const main = page.getByRole('main');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(main.getByText('कक्षा 8')).toBeVisible();
    await expect(main.getByText(hi.guardianPage.shownOnceConfirmed)).toBeVisible();
    await expect(main.getByText('आशा वर्मा')).toHaveCount(0);
    await expect(main.getByText('केंद्रीय विद्यालय')).toHaveCount(0);
    expect(englishRuns(await readableText(page)), 'English left on the guardian page').toEqual([]);
    await expectNoAxeViolations(page, 'the Hindi guardian page');
    await main.getByRole('button', { name: hi.guardianPage.confirm }).click();
    await expect(main.getByText(hi.guardianPage.confirmed)).toBeFocused();
    await expectNoAxeViolations(page, 'the Hindi guardian page, confirmed');

    await open(page, localizedHref(routes.examRegistration.getHref(), 'hi'));
    await expect(page.getByRole('region', { name: hi.registration.confirmed })).toBeVisible();
  });
});
