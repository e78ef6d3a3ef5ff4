import { findCourse, formatRupees } from '@apex/core';
import { routes } from '../src/routes/paths.ts';
import { holdAppCode } from './support/holdAppCode.ts';
import { expect, test } from './support/test.ts';

/**
 * /ordersummary is prerendered without a course and hosting cannot route on the query, so
 * /ordersummary?course=expert arrives with the policy alone. Until the app renders the order, the
 * page must not show the wrong one: the order box would appear late and push the policy down.
 */
test('/ordersummary?course= hides the course-less page until the order renders', async ({
  page,
}) => {
  const course = findCourse('expert');
  const appCode = await holdAppCode(page);
  await page.goto(routes.orderSummary.getHref('expert'), { waitUntil: 'domcontentloaded' });
  await appCode.requested;

  const main = page.getByRole('main');
  await expect(main).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();

  appCode.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Order summary' })).toBeVisible();
  await expect(page.getByText(course.title, { exact: true })).toBeVisible();
  await expect(page.getByText(formatRupees(course.priceRupees), { exact: true })).toBeVisible();
  await expect(main).not.toHaveAttribute('aria-busy', 'true');
});
