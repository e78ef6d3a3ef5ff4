import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Locale, messagesFor } from '@apex/core';
import { localizedHref } from '../../src/routes/localePath.ts';
import { routes } from '../../src/routes/paths.ts';
import { uniqueEmail } from '../support/account.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/firebaseTest.ts';
import { open } from '../support/page.ts';
import { emulatorsWithRules, routeToEmulators } from './emulators.ts';
import { createAccount, grantOrganiser, logIn } from './organiserAccount.ts';

/**
 * Papers (issue 40, step 2) on the production Firebase build against the real emulators: an
 * organiser uploads the grade 8 sample paper, the uploadPaper function checks and stores it, and
 * the console previews it as a candidate sees it, in English and in Hindi, axe clean, then assigns
 * it to Grade 8.
 */
const here = dirname(fileURLToPath(import.meta.url));
const SAMPLE = join(here, '../../../../packages/server/src/papers/samples/grade-8.json');
const REGISTRATION_OPEN = new Date('2024-09-15T12:00:00+05:30');

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await emulatorsWithRules();
});

test.beforeEach(async ({ page }) => {
  await routeToEmulators(page);
  await page.clock.setFixedTime(REGISTRATION_OPEN);
});

for (const locale of ['en', 'hi'] as const satisfies readonly Locale[]) {
  test(`an organiser uploads a paper and previews it in both languages, axe clean (${locale})`, async ({
    page,
  }) => {
    const text = messagesFor(locale).organiserPapers;
    const organiser = uniqueEmail(`papers-${locale}`);
    await createAccount(organiser);
    await grantOrganiser(organiser);
    await logIn(page, organiser, locale);
    await open(page, localizedHref(routes.organiser.getHref(), locale));

    const panel = page.getByRole('region', { name: text.heading });
    await panel.getByLabel(text.fileLabel).setInputFiles(SAMPLE);
    await panel.getByRole('button', { name: text.upload }).click();
    const preview = panel.getByRole('region', { name: text.previewHeading });
    await expect(preview).toBeVisible({ timeout: 30_000 });
    await expect(preview.locator('math').first()).toBeVisible();
    await expect(preview.getByText(/sections\[1\]\.items\[0\]/)).toBeVisible();
    await expectNoAxeViolations(page, `paper preview in English (${locale} console)`);

    await preview.getByRole('radio', { name: 'हिंदी' }).check();
    await expect(preview.locator('[lang="hi-IN"] h4')).toBeVisible();
    await expectNoAxeViolations(page, `paper preview in Hindi (${locale} console)`);

    await panel.getByRole('button', { name: text.assign({ grade: '8' }) }).click();
    await expect(
      panel.getByText(text.assignedRow({ grade: '8', paperId: 'sample-grade-8' })),
    ).toBeVisible({
      timeout: 30_000,
    });
  });
}
