import type { CourseLevel } from '@apex/core';

/**
 * Every page of the site, each defined once: its path, how to link to it, the route module that
 * renders it (`file`, relative to src/), its layout and what the build does with it. A leaf module:
 * it imports no page, so any component may import it for its links. src/routes.ts turns it into
 * the framework's route config in every language; the prerender list (react-router.config.ts),
 * the sitemap and robots lists (src/seo/routeTable.ts), the hosting rewrites (firebase.json,
 * checked by scripts/hostingConfig.test.ts) and the e2e route list read it too: adding an entry
 * here adds the page everywhere. Its head tags are in src/content/pageHeads.ts.
 */

/** The frame around a page: the site's header and footer, or the bare account card (spec section 2). */
export type RouteLayout = 'site' | 'account';

export interface RouteDefinition {
  readonly path: string;
  /** The href of a link to the route (in English); query-string options where the page has them. */
  readonly getHref: (...args: never[]) => string;
  /** The route module, relative to src/ (src/routes.ts). */
  readonly file: string;
  readonly layout: RouteLayout;
  /**
   * 'prerendered': its HTML is written at build. 'app-shell': served the framework's SPA fallback,
   * rendered in the browser (pages that only make sense once the visitor is known).
   */
  readonly html: 'prerendered' | 'app-shell';
  /** Listed in sitemap.xml. */
  readonly inSitemap: boolean;
  /** `Disallow`ed in robots.txt. */
  readonly robotsDisallowed: boolean;
}

/** A public page: in the site layout, prerendered, listed in the sitemap, open to crawlers. */
const PUBLIC_PAGE = {
  layout: 'site',
  html: 'prerendered',
  inSitemap: true,
  robotsDisallowed: false,
} as const;

/** A course page (/beginner, /intermediate, /expert): one route module for the three. */
function courseRoute<const Level extends CourseLevel>(level: Level) {
  return {
    path: `/${level}`,
    getHref: () => `/${level}`,
    file: 'pages/CoursePage.tsx',
    ...PUBLIC_PAGE,
  } as const;
}

/** A policy page: one route module for each policy document. */
function policyRoute<const Path extends string>(path: Path) {
  return { path, getHref: () => path, file: 'pages/PolicyPage.tsx', ...PUBLIC_PAGE } as const;
}

/**
 * /register and /login: the account card, its head set by the form's mode (Login, Sign Up,
 * Reset Password). Prerendered in its default (login) mode, so the form paints without
 * JavaScript. Kept out of the sitemap, but crawlable: it is the sign-up page, and a robots
 * block would fail Lighthouse's SEO audit.
 */
const ACCOUNT_FORM = {
  file: 'pages/RegisterPage.tsx',
  layout: 'account',
  html: 'prerendered',
  inSitemap: false,
  robotsDisallowed: false,
} as const;

export const routes = {
  home: {
    path: '/',
    file: 'pages/HomePage.tsx',
    getHref: () => '/',
    ...PUBLIC_PAGE,
  },
  work: {
    path: '/work',
    file: 'pages/WorkPage.tsx',
    getHref: () => '/work',
    ...PUBLIC_PAGE,
  },
  services: {
    path: '/services',
    file: 'pages/ServicesPage.tsx',
    getHref: () => '/services',
    ...PUBLIC_PAGE,
  },
  about: {
    path: '/about',
    file: 'pages/AboutPage.tsx',
    getHref: () => '/about',
    ...PUBLIC_PAGE,
  },
  community: {
    path: '/community',
    file: 'pages/CommunityPage.tsx',
    getHref: () => '/community',
    ...PUBLIC_PAGE,
  },
  contact: {
    path: '/contact',
    file: 'pages/ContactPage.tsx',
    getHref: () => '/contact',
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
    file: 'pages/EditProfilePage.tsx',
    getHref: () => '/edit-profile',
    layout: 'account',
    html: 'app-shell',
    inSitemap: false,
    // It only ever shows a redirect to strangers.
    robotsDisallowed: true,
  },
  terms: policyRoute('/termsandconditions'),
  privacy: policyRoute('/privacypolicy'),
  orderSummary: {
    path: '/ordersummary',
    file: 'pages/OrderSummaryPage.tsx',
    getHref: (course?: CourseLevel) =>
      course ? `/ordersummary?course=${course}` : '/ordersummary',
    ...PUBLIC_PAGE,
  },
  shipping: policyRoute('/shipping'),
  refund: policyRoute('/refund'),
  address: {
    path: '/address',
    file: 'pages/AddressPage.tsx',
    getHref: () => '/address',
    ...PUBLIC_PAGE,
  },
  apex: {
    path: '/apex',
    file: 'pages/ApexPage.tsx',
    getHref: () => '/apex',
    ...PUBLIC_PAGE,
  },
  practice: {
    path: '/apex/practice',
    file: 'pages/PracticePage.tsx',
    // The grade's paper is chosen in the query; the prerendered page offers the grades.
    getHref: (grade?: number) =>
      grade === undefined ? '/apex/practice' : `/apex/practice?grade=${grade}`,
    ...PUBLIC_PAGE,
  },
  beginner: courseRoute('beginner'),
  intermediate: courseRoute('intermediate'),
  expert: courseRoute('expert'),
  page1: {
    path: '/page1',
    file: 'pages/WelcomePage.tsx',
    getHref: () => '/page1',
    ...PUBLIC_PAGE,
  },
  page2: {
    path: '/page2',
    file: 'pages/BenefitsPage.tsx',
    getHref: () => '/page2',
    ...PUBLIC_PAGE,
  },
  page3: {
    path: '/page3',
    file: 'pages/ExamStartPage.tsx',
    getHref: () => '/page3',
    ...PUBLIC_PAGE,
  },
  examRegistration: {
    path: '/exam-registration',
    file: 'pages/ExamRegistrationPage.tsx',
    getHref: () => '/exam-registration',
    layout: 'site',
    // It depends on who is signed in and on today's date: rendered in the browser (P2).
    html: 'app-shell',
    inSitemap: false,
    robotsDisallowed: true,
  },
  examTest: {
    path: '/exam-test',
    file: 'features/exam/ExamTestPage.tsx',
    getHref: () => '/exam-test',
    layout: 'site',
    // The candidate's own test (issue 40): who is signed in decides everything, so it is the app
    // shell, never crawled; its code loads only when opened (the framework splits by route).
    html: 'app-shell',
    inSitemap: false,
    robotsDisallowed: true,
  },
  guardian: {
    path: '/guardian',
    file: 'pages/GuardianPage.tsx',
    getHref: () => '/guardian',
    layout: 'site',
    // Its content is a child's details behind the mail's token: read in the browser, never
    // prerendered, never crawled (issue 28).
    html: 'app-shell',
    inSitemap: false,
    robotsDisallowed: true,
  },
  parent: {
    path: '/parent',
    file: 'pages/ParentPage.tsx',
    getHref: () => '/parent',
    layout: 'site',
    // A child's account behind the mail's token (issue 38): read in the browser, never
    // prerendered, never crawled, like the guardian's page.
    html: 'app-shell',
    inSitemap: false,
    robotsDisallowed: true,
  },
  guardianManage: {
    path: '/guardian/manage',
    file: 'pages/GuardianManagePage.tsx',
    getHref: () => '/guardian/manage',
    layout: 'site',
    // The guardian's own page (issue 38): a child's details behind the mail's manage token, read
    // in the browser like /guardian's; never prerendered, never crawled.
    html: 'app-shell',
    inSitemap: false,
    robotsDisallowed: true,
  },
  subscribeConfirm: {
    path: '/subscribe/confirm',
    file: 'pages/SubscriptionConfirmPage.tsx',
    getHref: () => '/subscribe/confirm',
    layout: 'site',
    // A list mail's confirmation link (issue 30): its token is read in the browser, like the
    // guardian's, so it is the app shell, noindex, never crawled (docs/adr/0100-list-pages.md).
    html: 'app-shell',
    inSitemap: false,
    robotsDisallowed: true,
  },
  unsubscribe: {
    path: '/unsubscribe',
    file: 'pages/UnsubscribePage.tsx',
    getHref: () => '/unsubscribe',
    layout: 'site',
    // A list mail's unsubscribe link: as /subscribe/confirm. Mail programs unsubscribe without
    // any page through the one-click `/list-unsubscribe` (RFC 8058; scripts/hosting.ts).
    html: 'app-shell',
    inSitemap: false,
    robotsDisallowed: true,
  },
  certificate: {
    path: '/certificate/:id',
    file: 'pages/CertificatePage.tsx',
    getHref: (id: string) => `/certificate/${encodeURIComponent(id)}`,
    layout: 'site',
    // One per candidate, by an unguessable id: read in the browser, out of the sitemap and
    // `noindex` (issue 29). Not disallowed in robots.txt, so a crawler that follows a shared link
    // can read the noindex.
    html: 'app-shell',
    inSitemap: false,
    robotsDisallowed: false,
  },
  organiser: {
    path: '/organiser',
    file: 'pages/OrganiserPage.tsx',
    getHref: () => '/organiser',
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
 * Any other address: the not-found page, in the site layout. The build renders it once per
 * language (NOT_FOUND_RENDER_PATH) into 404.html, which the hosting serves with status 404.
 */
export const notFoundRoute = {
  path: '*',
  file: 'pages/NotFoundPage.tsx',
  layout: 'site',
} as const satisfies Pick<RouteDefinition, 'path' | 'file' | 'layout'>;

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
