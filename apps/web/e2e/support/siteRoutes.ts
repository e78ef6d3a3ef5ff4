import {
  AGENCY,
  COURSES,
  type CourseLevel,
  closedSentence,
  EDITION_2024,
  EXAM,
  formatDateRange,
  formatRupees,
  POLICIES,
} from '@apex/core';
import { routes } from '../../src/routes/paths.ts';

/** What a visitor must see on a route for it to count as "loaded with its key content". */
export interface RouteCheck {
  readonly path: string;
  /** The page's one main heading. */
  readonly heading: RegExp;
  /** Further text that must be visible in the main content. */
  readonly texts?: readonly (string | RegExp)[];
  /** Text that must be shown struck through (`<s>` or `<del>`). */
  readonly struck?: string;
  /** Links that must be present: accessible name and where they point. */
  readonly links?: readonly { name: string | RegExp; href: string }[];
}

const course = (level: CourseLevel) => {
  const found = COURSES.find((candidate) => candidate.level === level);
  if (found === undefined) throw new Error(`no course ${level}`);
  return found;
};

const coursePage = (level: CourseLevel): RouteCheck => ({
  path: routes[level].getHref(),
  heading: new RegExp(course(level).title, 'i'),
  texts: [formatRupees(course(level).priceRupees), /course content/i],
  links: [{ name: /continue to payment/i, href: routes.orderSummary.getHref(level) }],
});

const days = (count: number) => new RegExp(`${count}[- ]day`, 'i');
const businessDays = (count: number) => new RegExp(`${count} business days`, 'i');

/** Every public route of the spec's table, plus /login (the account pages have their own tests). */
export const ROUTE_CHECKS: readonly RouteCheck[] = [
  {
    path: routes.home.getHref(),
    heading: new RegExp(EXAM.fullName, 'i'),
    links: [
      // The real day, after the 2024 window: the closed phase's calls to action.
      { name: /^about apex$/i, href: routes.apex.getHref() },
      { name: /take apex test now/i, href: routes.apex.getHref() },
      { name: /exam details/i, href: routes.apex.getHref() },
      ...COURSES.map(({ level }) => ({
        name: new RegExp(course(level).title, 'i'),
        href: `/${level}`,
      })),
    ],
  },
  {
    path: routes.work.getHref(),
    heading: /work/i,
    texts: COURSES.map(({ title }) => title),
  },
  {
    path: routes.services.getHref(),
    heading: /services/i,
    texts: [
      'Education Initiative',
      'Mobile App',
      'Blockchain Technology',
      'Photography and Video',
      'Digital Marketing',
      'Web Design and Development',
    ],
  },
  { path: routes.about.getHref(), heading: /who we are/i, texts: [AGENCY.description] },
  { path: routes.community.getHref(), heading: /our communities/i },
  { path: routes.contact.getHref(), heading: /contact/i, texts: [AGENCY.supportEmail] },
  { path: routes.terms.getHref(), heading: /terms and conditions/i },
  {
    path: routes.privacy.getHref(),
    heading: /privacy policy/i,
    texts: [new RegExp(`under ${POLICIES.minimumAgeYears}`, 'i')],
  },
  {
    path: routes.orderSummary.getHref(),
    heading: /checkout policy/i,
    texts: [/no payment/i],
  },
  {
    path: routes.orderSummary.getHref('expert'),
    heading: /order summary/i,
    texts: [course('expert').title, formatRupees(course('expert').priceRupees), /no payment/i],
  },
  {
    path: routes.shipping.getHref(),
    heading: /shipping/i,
    texts: [businessDays(POLICIES.orderProcessingBusinessDays)],
  },
  {
    path: routes.refund.getHref(),
    heading: /refund/i,
    texts: [
      days(POLICIES.moneyBackGuaranteeDays),
      businessDays(POLICIES.refundProcessingBusinessDays),
    ],
  },
  {
    path: routes.address.getHref(),
    heading: /contact|address/i,
    texts: [AGENCY.supportEmail, AGENCY.appointmentsEmail],
  },
  {
    path: routes.apex.getHref(),
    heading: new RegExp(EXAM.fullName, 'i'),
    // The suite runs on the real day, after the 2024 window (e2e/editions.spec.ts pretends others).
    texts: [
      closedSentence(EDITION_2024),
      ...EDITION_2024.batches.map((batch) => formatDateRange(batch)),
      new RegExp(`${EXAM.durationMinutes} minute`, 'i'),
      /mathematics/i,
      /english/i,
    ],
    links: [
      { name: /how it works/i, href: routes.page1.getHref() },
      { name: /try a practice paper/i, href: routes.practice.getHref() },
    ],
  },
  {
    path: routes.practice.getHref(),
    heading: /practice paper/i,
    texts: [/no account is needed/i],
    links: [6, 7, 8, 9, 10].map((grade) => ({
      name: new RegExp(`^${grade}th grade$`, 'i'),
      href: routes.practice.getHref(grade),
    })),
  },
  coursePage('beginner'),
  coursePage('intermediate'),
  coursePage('expert'),
  {
    path: routes.page1.getHref(),
    heading: /welcome/i,
    links: [{ name: /start now/i, href: routes.page2.getHref() }],
  },
  {
    path: routes.page2.getHref(),
    heading: /./,
    // Read today, after the window closed: the notify form, not the registration (issue 33).
    texts: [/window has closed/i, /only to tell you when the next apex exam opens/i],
    links: [{ name: /already registered/i, href: routes.page3.getHref() }],
  },
  {
    path: routes.page3.getHref(),
    heading: /./,
    texts: [/no test is open now/i],
  },
  { path: routes.login.getHref(), heading: /login/i },
  { path: routes.register.getHref(), heading: /login/i },
];
