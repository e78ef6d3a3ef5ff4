import { describeError, formatDay, indianDay, messagesFor } from '@apex/core';
import { localizedHref } from '../src/routes/localePath.ts';
import { routes } from '../src/routes/paths.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { englishRuns, readableText } from './support/englishLeftOver.ts';
import {
  GUARDIAN_EMAIL,
  latestManageLink,
  logIn,
  PARENT,
  REGISTRATION_OPEN,
  registerForAnotherGuardian,
} from './support/guardian.ts';
import { open } from './support/page.ts';
import { saveScreenshots } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';

/**
 * The guardian's own door (issue 38) on the memory build: the guardian confirms from the one-time
 * link, then opens the manage link their mail carries, sees what is held and withdraws consent in
 * two clicks; the registration is gone, the registrant is mailed, and the link is spent.
 */
// Two pages, three states each checked with axe: longer than the suite's usual 45 s.
test.describe.configure({ timeout: 120_000 });
for (const locale of ['en', 'hi'] as const) {
  test(`the guardian's manage link withdraws a confirmed registration (${locale})`, async ({
    page,
  }) => {
    const words = messagesFor(locale);
    const text = words.guardianManage;
    await logIn(page, locale);
    const link = await registerForAnotherGuardian(page, locale);
    const main = page.getByRole('main');

    // Before anyone confirms, the manage link may have reached a stranger (issue 38): the first
    // name and grade only, no school.
    await open(page, await latestManageLink(page));
    const awaiting = main.getByRole('region', { name: text.heldHeading });
    await expect(awaiting.getByText('आशा', { exact: true })).toBeVisible();
    await expect(awaiting.getByText(words.guardianPage.shownOnceConfirmed)).toBeVisible();
    await expect(main.getByText('आशा वर्मा')).toHaveCount(0);
    await expect(main.getByText(/Kendriya Vidyalaya|केंद्रीय विद्यालय/)).toHaveCount(0);
    await expectNoAxeViolations(page, `the guardian's own page, awaiting (${locale})`);

    await page.goto(link);
    await main.getByRole('button', { name: words.guardianPage.confirm }).click();
    await expect(main.getByText(words.guardianPage.confirmed)).toBeFocused();

    const manage = await latestManageLink(page);
    expect(manage.startsWith(localizedHref(routes.guardianManage.getHref(), locale))).toBe(true);
    await open(page, manage);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(text.title);
    const held = main.getByRole('region', { name: text.heldHeading });
    await expect(held.getByText('आशा वर्मा')).toBeVisible();
    await expect(held.getByText(GUARDIAN_EMAIL)).toBeVisible();
    await expect(held.getByText(PARENT.email)).toBeVisible();
    await expect(held.getByText(text.confirmed, { exact: true })).toBeVisible();
    if (locale === 'hi') {
      expect(englishRuns(await readableText(page)), 'English left on the page').toEqual([]);
    }
    await expectNoAxeViolations(page, `the guardian's own page (${locale})`);
    await saveScreenshots(page, locale === 'en' ? 'guardian-manage' : 'hi-guardian-manage');

    // Two clicks: Withdraw asks first, naming the child; only the second deletes.
    await main.getByRole('button', { name: text.withdraw }).click();
    await expect(main.getByText(text.confirmQuestion({ candidateName: 'आशा वर्मा' }))).toBeVisible();
    await expectNoAxeViolations(page, `the withdrawal question (${locale})`);
    await main.getByRole('button', { name: text.confirmWithdraw }).click();

    await expect(main.getByText(text.withdrawn)).toBeFocused();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(text.withdrawnTitle);
    await expect(main.getByText('आशा वर्मा')).toHaveCount(0);
    await expectNoAxeViolations(page, `consent withdrawn (${locale})`);

    // The registrant is told by mail; the link is spent; the registration page has none.
    await expect
      .poll(() =>
        page.evaluate((address) => {
          const state = JSON.parse(localStorage.getItem('apex.memory-backend') ?? '{}');
          const mails: { to: string; kind: string }[] = state.mail ?? [];
          return mails.findLast((mail) => mail.to === address)?.kind ?? '';
        }, PARENT.email),
      )
      .toBe('consent-withdrawn');
    await open(page, manage);
    await expect(main.getByRole('alert')).toHaveText(
      describeError('guardian/link-unknown', '', locale).message,
    );
    await expectNoAxeViolations(page, `a spent manage link (${locale})`);
    await open(page, localizedHref(routes.examRegistration.getHref(), locale));
    await expect(main.getByRole('textbox', { name: words.registration.candidateName })).toHaveValue(
      '',
    );
    await expect(page.getByTestId('registration-number')).toHaveCount(0);
    // The registration page says the guardian withdrew, not only the mail (issue 38).
    const ended = main.getByRole('region', { name: words.registration.endedHeading });
    await expect(
      ended.getByText(
        words.registration.endedGuardianWithdrawal({
          date: formatDay(indianDay(REGISTRATION_OPEN.getTime()), locale),
        }),
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page, `the registration page after the withdrawal (${locale})`);
  });
}
