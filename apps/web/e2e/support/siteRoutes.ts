import { COURSES, EXAM, formatDateRange, formatRupees, GRADE_TEST_LINKS } from '@apex/core';
import { paths } from '../../src/routes/paths.ts';

/** What a visitor must see on a route for it to count as "loaded with its key content". */
export interface RouteCheck {
  readonly path: string;
  /** The page's main heading. */
  readonly heading: RegExp;
  /** Further text that must be visible. */
  readonly texts?: readonly (string | RegExp)[];
  /** Links that must be present: accessible name and where they point. */
  readonly links?: readonly { name: string | RegExp; href: string }[];
}

const course = (level: 'beginner' | 'intermediate' | 'expert') => {
  const found = COURSES.find((candidate) => candidate.level === level);
  if (found === undefined) throw new Error(`no course ${level}`);
  return found;
};

const coursePage = (level: 'beginner' | 'intermediate' | 'expert'): RouteCheck => ({
  path: paths[level].getHref(),
  heading: new RegExp(course(level).title, 'i'),
  texts: [formatRupees(course(level).priceRupees)],
  links: [{ name: /continue to payment/i, href: paths.orderSummary.getHref(level) }],
});

/** Every public route of the spec's table, plus /login (the account pages have their own tests). */
export const ROUTE_CHECKS: readonly RouteCheck[] = [
  {
    path: paths.home.getHref(),
    heading: /./,
    links: [
      { name: /^take test$/i, href: paths.apex.getHref() },
      { name: /take apex test now/i, href: paths.apex.getHref() },
      { name: /register now/i, href: paths.apex.getHref() },
    ],
  },
  { path: paths.work.getHref(), heading: /work|products/i },
  { path: paths.services.getHref(), heading: /services/i, texts: [/education initiative/i] },
  { path: paths.about.getHref(), heading: /about|who we are/i },
  { path: paths.community.getHref(), heading: /communit/i },
  { path: paths.contact.getHref(), heading: /contact/i },
  { path: paths.terms.getHref(), heading: /terms/i },
  { path: paths.privacy.getHref(), heading: /privacy/i, texts: [/13/] },
  { path: paths.orderSummary.getHref(), heading: /order|checkout/i, texts: [/14/] },
  { path: paths.shipping.getHref(), heading: /shipping/i },
  { path: paths.refund.getHref(), heading: /refund/i, texts: [/14/] },
  { path: paths.address.getHref(), heading: /contact|address|find us/i },
  {
    path: paths.apex.getHref(),
    heading: /apex|all india/i,
    texts: [
      /free for all/i,
      formatRupees(EXAM.originalPriceRupees),
      ...EXAM.batches.map((batch) => formatDateRange(batch)),
      new RegExp(`${EXAM.durationMinutes} minutes`, 'i'),
    ],
    links: [{ name: /take test now/i, href: paths.page1.getHref() }],
  },
  coursePage('beginner'),
  coursePage('intermediate'),
  coursePage('expert'),
  {
    path: paths.page1.getHref(),
    heading: /welcome/i,
    links: [{ name: /start now/i, href: paths.page2.getHref() }],
  },
  {
    path: paths.page2.getHref(),
    heading: /./,
    texts: [/few basic details/i],
    links: [{ name: /register now/i, href: paths.register.getHref('signup') }],
  },
  {
    path: paths.page3.getHref(),
    heading: /./,
    texts: [/all the best/i],
    links: GRADE_TEST_LINKS.map(({ grade, url }) => ({
      name: new RegExp(`${grade}th grade`, 'i'),
      href: url,
    })),
  },
  { path: paths.login.getHref(), heading: /login/i },
  { path: paths.register.getHref(), heading: /login/i },
];
