import type { Localized } from '../hooks/useLocalized.ts';
import { homeSectionHref, homeSections, routes } from '../routes/paths.ts';

export interface NavItem {
  readonly label: string;
  readonly href: string;
}

/** The desktop bar: anchors into the home page, plus the exam page (spec section 2). */
export const DESKTOP_NAV: Localized<readonly NavItem[]> = {
  en: [
    { label: 'About', href: homeSectionHref(homeSections.about) },
    { label: 'Apex', href: routes.apex.getHref() },
    { label: 'Services', href: homeSectionHref(homeSections.services) },
    { label: 'Contact', href: homeSectionHref(homeSections.contact) },
  ],
  hi: [
    { label: 'परिचय', href: homeSectionHref(homeSections.about) },
    { label: 'Apex', href: routes.apex.getHref() },
    { label: 'सेवाएँ', href: homeSectionHref(homeSections.services) },
    { label: 'संपर्क', href: homeSectionHref(homeSections.contact) },
  ],
};

/**
 * The mobile list: the content pages (spec section 2) and, as on the desktop bar, the exam page,
 * which the spec's list left out (no way to the exam on a phone); the account slot follows them.
 */
export const MOBILE_NAV: Localized<readonly NavItem[]> = {
  en: [
    { label: 'Work', href: routes.work.getHref() },
    { label: 'Apex', href: routes.apex.getHref() },
    { label: 'Services', href: routes.services.getHref() },
    { label: 'About', href: routes.about.getHref() },
    { label: 'Contact', href: routes.contact.getHref() },
  ],
  hi: [
    { label: 'हमारा काम', href: routes.work.getHref() },
    { label: 'Apex', href: routes.apex.getHref() },
    { label: 'सेवाएँ', href: routes.services.getHref() },
    { label: 'परिचय', href: routes.about.getHref() },
    { label: 'संपर्क', href: routes.contact.getHref() },
  ],
};

export interface FooterColumn {
  readonly heading: string;
  readonly links: readonly NavItem[];
}

/**
 * The spec's footer columns (Work, About, Careers, Services, Blogs) were dead `#` links; each now
 * leads to the page that answers it (docs/adr/0026-links-lead-somewhere.md).
 */
export const FOOTER_COLUMNS: Localized<readonly FooterColumn[]> = {
  en: [
    {
      heading: 'Explore',
      links: [
        { label: 'Work', href: routes.work.getHref() },
        { label: 'About', href: routes.about.getHref() },
        { label: 'Careers', href: `${routes.contact.getHref()}#careers` },
        { label: 'Services', href: routes.services.getHref() },
        { label: 'Blogs', href: routes.community.getHref() },
      ],
    },
    {
      heading: 'Apex exam',
      links: [
        { label: 'Exam details', href: routes.apex.getHref() },
        { label: 'Start here', href: routes.page1.getHref() },
        { label: 'Take the test', href: routes.page3.getHref() },
      ],
    },
    {
      heading: 'Courses',
      links: [
        { label: 'Beginner', href: routes.beginner.getHref() },
        { label: 'Intermediate', href: routes.intermediate.getHref() },
        { label: 'Expert', href: routes.expert.getHref() },
      ],
    },
  ],
  hi: [
    {
      heading: 'देखें',
      links: [
        { label: 'हमारा काम', href: routes.work.getHref() },
        { label: 'परिचय', href: routes.about.getHref() },
        { label: 'करियर', href: `${routes.contact.getHref()}#careers` },
        { label: 'सेवाएँ', href: routes.services.getHref() },
        { label: 'ब्लॉग', href: routes.community.getHref() },
      ],
    },
    {
      heading: 'Apex परीक्षा',
      links: [
        { label: 'परीक्षा की जानकारी', href: routes.apex.getHref() },
        { label: 'यहाँ से शुरू करें', href: routes.page1.getHref() },
        { label: 'परीक्षा दें', href: routes.page3.getHref() },
      ],
    },
    {
      heading: 'कोर्स',
      links: [
        { label: 'शुरुआती', href: routes.beginner.getHref() },
        { label: 'मध्यम', href: routes.intermediate.getHref() },
        { label: 'विशेषज्ञ', href: routes.expert.getHref() },
      ],
    },
  ],
};

export const LEGAL_LINKS: Localized<readonly NavItem[]> = {
  en: [
    { label: 'Terms and Conditions', href: routes.terms.getHref() },
    { label: 'Privacy Policy', href: routes.privacy.getHref() },
    { label: 'Checkout Policy', href: routes.orderSummary.getHref() },
    { label: 'Shipping and Delivery', href: routes.shipping.getHref() },
    { label: 'Refund and Cancellation', href: routes.refund.getHref() },
  ],
  hi: [
    { label: 'नियम और शर्तें', href: routes.terms.getHref() },
    { label: 'गोपनीयता नीति', href: routes.privacy.getHref() },
    { label: 'चेकआउट नीति', href: routes.orderSummary.getHref() },
    { label: 'शिपिंग और डिलीवरी', href: routes.shipping.getHref() },
    { label: 'रिफ़ंड और रद्द करना', href: routes.refund.getHref() },
  ],
};
