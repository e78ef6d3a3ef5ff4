import type { CourseLevel } from '@apex/core';

/** Every route of the site, in one table: links use these, never string literals. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  work: { path: '/work', getHref: () => '/work' },
  services: { path: '/services', getHref: () => '/services' },
  about: { path: '/about', getHref: () => '/about' },
  community: { path: '/community', getHref: () => '/community' },
  contact: { path: '/contact', getHref: () => '/contact' },
  register: {
    path: '/register',
    getHref: (mode?: 'signup' | 'reset', redirectTo?: string) => {
      const query = new URLSearchParams();
      if (mode) query.set('mode', mode);
      if (redirectTo) query.set('redirectTo', redirectTo);
      const search = query.toString();
      return search ? `/register?${search}` : '/register';
    },
  },
  login: {
    path: '/login',
    getHref: (redirectTo?: string) =>
      redirectTo ? `/login?${new URLSearchParams({ redirectTo })}` : '/login',
  },
  editProfile: { path: '/edit-profile', getHref: () => '/edit-profile' },
  terms: { path: '/termsandconditions', getHref: () => '/termsandconditions' },
  privacy: { path: '/privacypolicy', getHref: () => '/privacypolicy' },
  orderSummary: {
    path: '/ordersummary',
    getHref: (course?: CourseLevel) =>
      course ? `/ordersummary?course=${course}` : '/ordersummary',
  },
  shipping: { path: '/shipping', getHref: () => '/shipping' },
  refund: { path: '/refund', getHref: () => '/refund' },
  address: { path: '/address', getHref: () => '/address' },
  apex: { path: '/apex', getHref: () => '/apex' },
  beginner: { path: '/beginner', getHref: () => '/beginner' },
  intermediate: { path: '/intermediate', getHref: () => '/intermediate' },
  expert: { path: '/expert', getHref: () => '/expert' },
  page1: { path: '/page1', getHref: () => '/page1' },
  page2: { path: '/page2', getHref: () => '/page2' },
  page3: { path: '/page3', getHref: () => '/page3' },
} as const;

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

/** Routes where the site header and footer are hidden. */
export const accountPaths: readonly string[] = [
  paths.register.path,
  paths.login.path,
  paths.editProfile.path,
];
