import {
  AGENCY,
  type CourseLevel,
  EXAM,
  findCourse,
  formatRupees,
  isCourseLevel,
} from '@apex/core';
import type { ComponentType, ReactElement } from 'react';
import { COURSE_CONTENT } from '../content/courseContent.ts';
import { POLICY_HEADS, type PolicyId } from '../content/policyHeads.ts';

/**
 * Every route of the site, each defined once: its path, how to link to it, its page, its layout,
 * its head tags and what the build does with it. The router (src/app/routeObjects.tsx), the
 * prerenderer and the sitemap/robots lists (src/seo/routeTable.ts) and every link read this table;
 * adding an entry here adds the page everywhere.
 *
 * Pages are imported on demand (`page`), never statically: pages and components import this table
 * for their links, so a static import back would be a cycle. Each page is its own chunk; the
 * browser loads the current one before hydrating (src/hydration/loadMatchedRoutes.ts) and the
 * router loads the next one before it navigates (docs/decisions.md, P21).
 */

/** The head tags of a page (rendered by src/seo/RouteMeta.tsx through PageMeta). */
export interface PageMetadata {
  /** The page's own title; the site name is appended. */
  readonly title: string;
  readonly description: string;
  /** Keep the page out of search results; it then names no canonical URL. */
  readonly noindex?: boolean;
}

/**
 * A page's metadata: fixed; computed from the query string (`?course=expert`); or, where it follows
 * the page's own state, rendered by the page itself with `<PageMeta>` ('set-by-page').
 */
export type RouteMeta = PageMetadata | ((search: URLSearchParams) => PageMetadata) | 'set-by-page';

/** The frame around a page: the site's header and footer, or the bare account card (spec section 2). */
export type RouteLayout = 'site' | 'account';

export interface RouteDefinition {
  readonly path: string;
  /** The href of a link to the route; query-string options where the page has them. */
  readonly getHref: (...args: never[]) => string;
  /** Imports the page and returns it, rendered with its props. */
  readonly page: () => Promise<ReactElement>;
  readonly layout: RouteLayout;
  readonly meta: RouteMeta;
  /**
   * 'prerendered': its HTML is written at build. 'app-shell': served the empty app shell, rendered
   * in the browser (pages that only make sense once the visitor is known; docs/decisions.md, P2).
   */
  readonly html: 'prerendered' | 'app-shell';
  /** Listed in sitemap.xml. */
  readonly inSitemap: boolean;
  /** `Disallow`ed in robots.txt. */
  readonly robotsDisallowed: boolean;
}

/** A page module whose default export takes no props. */
const pageOf =
  (load: () => Promise<{ default: ComponentType }>) => async (): Promise<ReactElement> => {
    const { default: Page } = await load();
    return <Page />;
  };

const coursePage = (level: CourseLevel) => async (): Promise<ReactElement> => {
  const { default: CoursePage } = await import('../pages/CoursePage.tsx');
  return <CoursePage level={level} />;
};

const policyPage = (policyId: PolicyId) => async (): Promise<ReactElement> => {
  const { default: PolicyPage } = await import('../pages/PolicyPage.tsx');
  return <PolicyPage policyId={policyId} />;
};

/** A public page: in the site layout, prerendered, listed in the sitemap, open to crawlers. */
const PUBLIC_PAGE = {
  layout: 'site',
  html: 'prerendered',
  inSitemap: true,
  robotsDisallowed: false,
} as const;

/** A course page (/beginner, /intermediate, /expert): one page, one level each. */
function courseRoute(level: CourseLevel) {
  const course = findCourse(level);
  return {
    path: `/${level}`,
    getHref: () => `/${level}`,
    page: coursePage(level),
    meta: {
      title: `${course.title} (${formatRupees(course.priceRupees)})`,
      description: COURSE_CONTENT.en[level].summary,
    },
    ...PUBLIC_PAGE,
  } as const;
}

/** A policy page: one page for each policy document, its title and summary as the head. */
function policyRoute<const Path extends string>(path: Path, policyId: PolicyId) {
  const head = POLICY_HEADS[policyId].en;
  return {
    path,
    getHref: () => path,
    page: policyPage(policyId),
    meta: { title: head.title, description: head.summary },
    ...PUBLIC_PAGE,
  } as const;
}

/**
 * /register and /login: the account card, its head set by the form's mode (Login, Sign Up,
 * Reset Password). Prerendered in its default (login) mode, so the form paints without
 * JavaScript (P3). Kept out of the sitemap, but crawlable: it is the sign-up page, and a robots
 * block would fail Lighthouse's SEO audit.
 */
const ACCOUNT_FORM = {
  page: pageOf(() => import('../pages/RegisterPage.tsx')),
  meta: 'set-by-page',
  layout: 'account',
  html: 'prerendered',
  inSitemap: false,
  robotsDisallowed: false,
} as const;

export const routes = {
  home: {
    path: '/',
    getHref: () => '/',
    page: pageOf(() => import('../pages/HomePage.tsx')),
    meta: {
      title: EXAM.fullName,
      description: `${AGENCY.description} Take ${EXAM.name}, the ${EXAM.fullName} for grades ${EXAM.grades.from} to ${EXAM.grades.to}.`,
    },
    ...PUBLIC_PAGE,
  },
  work: {
    path: '/work',
    getHref: () => '/work',
    page: pageOf(() => import('../pages/WorkPage.tsx')),
    meta: {
      title: 'Our Work',
      description: `The products ${AGENCY.name} builds and runs: the Apex exam and three blockchain courses.`,
    },
    ...PUBLIC_PAGE,
  },
  services: {
    path: '/services',
    getHref: () => '/services',
    page: pageOf(() => import('../pages/ServicesPage.tsx')),
    meta: {
      title: 'Our Services',
      description: `${AGENCY.name} services: education, mobile apps, blockchain, photography and video, digital marketing, web design and development.`,
    },
    ...PUBLIC_PAGE,
  },
  about: {
    path: '/about',
    getHref: () => '/about',
    page: pageOf(() => import('../pages/AboutPage.tsx')),
    meta: { title: 'About Us', description: AGENCY.description },
    ...PUBLIC_PAGE,
  },
  community: {
    path: '/community',
    getHref: () => '/community',
    page: pageOf(() => import('../pages/CommunityPage.tsx')),
    meta: {
      title: 'Our Communities',
      description: `Students, parents, schools and builders: the communities ${AGENCY.name} serves.`,
    },
    ...PUBLIC_PAGE,
  },
  contact: {
    path: '/contact',
    getHref: () => '/contact',
    page: pageOf(() => import('../pages/ContactPage.tsx')),
    meta: {
      title: 'Contact',
      description: `Reach ${AGENCY.name}: support by email at ${AGENCY.supportEmail}, meetings by appointment.`,
    },
    ...PUBLIC_PAGE,
  },
  register: {
    path: '/register',
    getHref: (mode?: 'signup' | 'reset', redirectTo?: string) => {
      const query = new URLSearchParams();
      if (mode) query.set('mode', mode);
      if (redirectTo) query.set('redirectTo', redirectTo);
      const search = query.toString();
      return search ? `/register?${search}` : '/register';
    },
    ...ACCOUNT_FORM,
  },
  login: {
    path: '/login',
    getHref: (redirectTo?: string) =>
      redirectTo ? `/login?${new URLSearchParams({ redirectTo })}` : '/login',
    ...ACCOUNT_FORM,
  },
  editProfile: {
    path: '/edit-profile',
    getHref: () => '/edit-profile',
    page: pageOf(() => import('../pages/EditProfilePage.tsx')),
    meta: {
      title: 'Edit Profile',
      description: 'See and change your Apex profile: username, email and picture.',
      noindex: true,
    },
    layout: 'account',
    html: 'app-shell',
    inSitemap: false,
    // It only ever shows a redirect to strangers.
    robotsDisallowed: true,
  },
  terms: policyRoute('/termsandconditions', 'terms'),
  privacy: policyRoute('/privacypolicy', 'privacy'),
  orderSummary: {
    path: '/ordersummary',
    getHref: (course?: CourseLevel) =>
      course ? `/ordersummary?course=${course}` : '/ordersummary',
    page: pageOf(() => import('../pages/OrderSummaryPage.tsx')),
    meta: (search: URLSearchParams) => {
      const level = search.get('course') ?? '';
      const course = isCourseLevel(level) ? findCourse(level) : undefined;
      return {
        title: course ? `Order summary: ${course.title}` : POLICY_HEADS.checkout.en.title,
        description: POLICY_HEADS.checkout.en.summary,
      };
    },
    ...PUBLIC_PAGE,
  },
  shipping: policyRoute('/shipping', 'shipping'),
  refund: policyRoute('/refund', 'refund'),
  address: {
    path: '/address',
    getHref: () => '/address',
    page: pageOf(() => import('../pages/AddressPage.tsx')),
    meta: {
      title: 'Contact and Address',
      description: `${AGENCY.name} works remotely. Support at ${AGENCY.supportEmail}; meetings at ${AGENCY.meetingPlace} by appointment.`,
    },
    ...PUBLIC_PAGE,
  },
  apex: {
    path: '/apex',
    getHref: () => '/apex',
    page: pageOf(() => import('../pages/ApexPage.tsx')),
    meta: {
      title: `${EXAM.name}: ${EXAM.fullName}`,
      description: `A ${EXAM.durationMinutes} minute ${EXAM.subjects.join(' and ')} test for grades ${EXAM.grades.from} to ${EXAM.grades.to}, with a certificate for every candidate.`,
    },
    ...PUBLIC_PAGE,
  },
  beginner: courseRoute('beginner'),
  intermediate: courseRoute('intermediate'),
  expert: courseRoute('expert'),
  page1: {
    path: '/page1',
    getHref: () => '/page1',
    page: pageOf(() => import('../pages/WelcomePage.tsx')),
    meta: {
      title: `Welcome to ${EXAM.name}`,
      description: `Start the ${EXAM.fullName}: a ${EXAM.durationMinutes} minute test of ${EXAM.subjects.join(' and ')}.`,
    },
    ...PUBLIC_PAGE,
  },
  page2: {
    path: '/page2',
    getHref: () => '/page2',
    page: pageOf(() => import('../pages/BenefitsPage.tsx')),
    meta: {
      title: `Why take ${EXAM.name}`,
      description: `Certificates, prizes, resources and career guidance: what every ${EXAM.name} candidate gets.`,
    },
    ...PUBLIC_PAGE,
  },
  page3: {
    path: '/page3',
    getHref: () => '/page3',
    page: pageOf(() => import('../pages/ExamStartPage.tsx')),
    meta: {
      title: `Start the ${EXAM.name} test`,
      description: `Choose your grade to open your ${EXAM.durationMinutes} minute ${EXAM.name} test.`,
    },
    ...PUBLIC_PAGE,
  },
  examRegistration: {
    path: '/exam-registration',
    getHref: () => '/exam-registration',
    page: pageOf(() => import('../pages/ExamRegistrationPage.tsx')),
    meta: {
      title: 'Exam registration',
      description: `Register a candidate for ${EXAM.name}, with a parent's or guardian's consent, and get a registration number.`,
      noindex: true,
    },
    layout: 'site',
    // It depends on who is signed in and on today's date: rendered in the browser (P2).
    html: 'app-shell',
    inSitemap: false,
    robotsDisallowed: true,
  },
  guardian: {
    path: '/guardian',
    getHref: () => '/guardian',
    page: pageOf(() => import('../pages/GuardianPage.tsx')),
    meta: {
      title: 'Guardian confirmation',
      description: `A parent or guardian confirms or declines a child's registration for ${EXAM.name}.`,
      noindex: true,
    },
    layout: 'site',
    // Its content is a child's details behind the mail's token: read in the browser, never
    // prerendered, never crawled (issue 28).
    html: 'app-shell',
    inSitemap: false,
    robotsDisallowed: true,
  },
  organiser: {
    path: '/organiser',
    getHref: () => '/organiser',
    page: pageOf(() => import('../pages/OrganiserPage.tsx')),
    meta: {
      title: 'Organiser console',
      description: `The organisers' console of ${EXAM.name}: registrations, export and results.`,
      noindex: true,
    },
    layout: 'site',
    // Staff only (issue 29): who is signed in decides everything, so it is the app shell, never
    // prerendered, never crawled, and its code is its own chunk that no public page loads.
    html: 'app-shell',
    inSitemap: false,
    robotsDisallowed: true,
  },
} as const satisfies Record<string, RouteDefinition>;

export type RouteId = keyof typeof routes;

/**
 * Any other address: the not-found page, in the site layout. The build renders it once into
 * 404.html (src/seo/routeTable.ts), which the hosting serves with status 404.
 */
export const notFoundRoute = {
  path: '*',
  page: pageOf(() => import('../pages/NotFoundPage.tsx')),
  layout: 'site',
  meta: {
    title: 'Page not found',
    description:
      'This page does not exist. Find the Apex exam, our courses or the home page from here.',
    noindex: true,
  },
} as const satisfies Pick<RouteDefinition, 'path' | 'page' | 'layout' | 'meta'>;

/** Home page section ids (spec section 2), for anchors from the nav. */
export const homeSections = {
  hero: 'hero',
  about: 'about',
  services: 'best-service',
  products: 'latest-project',
  contact: 'contact',
  community: 'community',
} as const;

export const homeSectionHref = (id: (typeof homeSections)[keyof typeof homeSections]) => `/#${id}`;
