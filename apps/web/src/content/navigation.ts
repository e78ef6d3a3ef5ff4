import { homeSectionHref, homeSections, paths } from '../routes/paths.ts';

export interface NavItem {
  readonly label: string;
  readonly href: string;
}

/** The desktop bar: anchors into the home page, plus the exam page (spec section 2). */
export const DESKTOP_NAV: readonly NavItem[] = [
  { label: 'About', href: homeSectionHref(homeSections.about) },
  { label: 'Apex', href: paths.apex.getHref() },
  { label: 'Services', href: homeSectionHref(homeSections.services) },
  { label: 'Contact', href: homeSectionHref(homeSections.contact) },
];

/** The mobile list: the content pages (spec section 2); the account slot follows them. */
export const MOBILE_NAV: readonly NavItem[] = [
  { label: 'Work', href: paths.work.getHref() },
  { label: 'Services', href: paths.services.getHref() },
  { label: 'About', href: paths.about.getHref() },
  { label: 'Contact', href: paths.contact.getHref() },
];

export interface FooterColumn {
  readonly heading: string;
  readonly links: readonly NavItem[];
}

/**
 * The spec's footer columns (Work, About, Careers, Services, Blogs) were dead `#` links; each now
 * leads to the page that answers it (docs/decisions.md, W5).
 */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    heading: 'Explore',
    links: [
      { label: 'Work', href: paths.work.getHref() },
      { label: 'About', href: paths.about.getHref() },
      { label: 'Careers', href: `${paths.contact.getHref()}#careers` },
      { label: 'Services', href: paths.services.getHref() },
      { label: 'Blogs', href: paths.community.getHref() },
    ],
  },
  {
    heading: 'Apex exam',
    links: [
      { label: 'Exam details', href: paths.apex.getHref() },
      { label: 'Start here', href: paths.page1.getHref() },
      { label: 'Take the test', href: paths.page3.getHref() },
    ],
  },
  {
    heading: 'Courses',
    links: [
      { label: 'Beginner', href: paths.beginner.getHref() },
      { label: 'Intermediate', href: paths.intermediate.getHref() },
      { label: 'Expert', href: paths.expert.getHref() },
    ],
  },
];

export const LEGAL_LINKS: readonly NavItem[] = [
  { label: 'Terms and Conditions', href: paths.terms.getHref() },
  { label: 'Privacy Policy', href: paths.privacy.getHref() },
  { label: 'Checkout Policy', href: paths.orderSummary.getHref() },
  { label: 'Shipping and Delivery', href: paths.shipping.getHref() },
  { label: 'Refund and Cancellation', href: paths.refund.getHref() },
];
