import { consentNotice, type Locale, messagesFor } from '@apex/core';
import { expect, type Page, test } from '@playwright/test';
import { localizedHref } from '../../src/routes/localePath.ts';
import { routes } from '../../src/routes/paths.ts';
import { expectNoAxeViolations } from './axe.ts';
import { open } from './page.ts';

/** The certificate's id in a mailed link (`…/certificate/<id>`, under any language's prefix). */
export function certificateIdIn(text: string): string {
  const found = /\/certificate\/([A-Za-z0-9_-]+)/.exec(text);
  return found?.[1] ?? '';
}

/** PDF pages: one `/Type /Page` object each (`/Pages` is the tree). */
export function pdfPages(pdf: Buffer): { count: number; sizes: [number, number][] } {
  const text = pdf.toString('latin1');
  const count = (text.match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
  const sizes = [...text.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map(
    (box): [number, number] => [Number(box[1]), Number(box[2])],
  );
  return { count, sizes };
}

/**
 * Opens the certificate `id` signed out, in `locale`: it verifies (the candidate named, axe clean)
 * and prints on one A4 landscape page.
 */
export async function expectCertificateVerifiesAndPrints(
  page: Page,
  id: string,
  locale: Locale,
  candidateName: string,
): Promise<void> {
  const text = messagesFor(locale).certificate;
  await open(page, localizedHref(routes.certificate.getHref(id), locale));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(main.getByText(candidateName)).toBeVisible();
  await expect(main.getByText(text.withdrawnHeading, { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, `the certificate (${locale})`);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(main.getByRole('button', { name: text.print })).toBeHidden();
  const pdf = await page.pdf({
    format: 'A4',
    landscape: true,
    preferCSSPageSize: true,
    printBackground: true,
  });
  await page.emulateMedia({ media: 'screen' });
  await test.info().attach(`certificate-${locale}.pdf`, {
    body: pdf,
    contentType: 'application/pdf',
  });
  const { count, sizes } = pdfPages(pdf);
  expect(count, `the certificate (${locale}) prints on one page`).toBe(1);
  // A4 landscape, in points: 842 × 595.
  expect(sizes[0]?.map(Math.round)).toEqual([842, 595]);
}

/** The parent registers a candidate with their own address (confirmed at once). */
export async function registerCandidate(page: Page): Promise<string> {
  const form = messagesFor('en').registration;
  await open(page, routes.examRegistration.getHref());
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: form.candidateName }).fill('Meera Iyer');
  await main.getByRole('combobox', { name: form.grade }).selectOption('7');
  await main.getByRole('textbox', { name: form.schoolName }).fill('Sunrise Public School');
  await main.getByRole('textbox', { name: form.schoolCity }).fill('Chennai');
  await main.getByRole('combobox', { name: form.schoolState }).selectOption('Tamil Nadu');
  await main.getByRole('textbox', { name: form.guardianName }).fill('Lakshmi Iyer');
  await main.getByRole('checkbox', { name: consentNotice('en') }).check();
  await main.getByRole('button', { name: form.submit, exact: true }).click();
  const number = page.getByTestId('registration-number');
  await expect(number).toBeVisible();
  return ((await number.textContent()) ?? '').trim();
}

/**
 * The organiser publishes one score for `number` from the console (39 of 40 unless `marks` say
 * otherwise); `corrected` when it changes a result already published.
 */
export async function publishOne(page: Page, number: string, marks = 39, corrected = false) {
  const text = messagesFor('en').organiserConsole;
  await open(page, routes.organiser.getHref());
  const main = page.getByRole('main');
  await main.getByLabel(text.fileLabel).setInputFiles({
    name: 'results.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Roll No,Marks,Out of\n${number},${marks},40\n`),
  });
  await main.getByRole('button', { name: text.publish({ count: 1 }) }).click();
  await main.getByRole('button', { name: text.summaryConfirm({ count: 1 }) }).click();
  await expect(
    main.getByText(
      text.published({
        count: 1,
        added: corrected ? 0 : 1,
        corrected: corrected ? 1 : 0,
        unchanged: 0,
        mailed: 1,
      }),
    ),
  ).toBeVisible();
}
