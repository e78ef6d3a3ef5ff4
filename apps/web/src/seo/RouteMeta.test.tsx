import { AGENCY, COURSES } from '@apex/core';
import { describe, expect, it } from 'vitest';
import { SITE_ORIGIN } from '../config/site.ts';
import { CHECKOUT_POLICY } from '../content/policies.ts';
import { type PageMetadata, routes } from '../routes/routes.tsx';
import { renderApp } from '../testing/renderApp.tsx';
import { backendWithAccount } from '../testing/testAccounts.ts';

const headContent = (selector: string) =>
  Array.from(document.head.querySelectorAll(selector), (element) =>
    element.getAttribute(element.tagName === 'LINK' ? 'href' : 'content'),
  );

const fixedMeta = Object.values(routes).flatMap((route) =>
  typeof route.meta === 'object' && route.html === 'prerendered'
    ? [{ path: route.path, meta: route.meta as PageMetadata }]
    : [],
);

describe("a route's head tags come from its entry in the route table", () => {
  it.each(fixedMeta)('$path', async ({ path, meta }) => {
    const { findByRole } = renderApp({ route: path });
    await findByRole('main');
    expect(document.title).toBe(
      meta.title === AGENCY.name ? meta.title : `${meta.title} | ${AGENCY.name}`,
    );
    expect(headContent('meta[name="description"]')).toEqual([meta.description]);
    expect(headContent('link[rel="canonical"]')).toEqual([new URL(path, SITE_ORIGIN).href]);
  });

  it('follows the query string where the entry says so (/ordersummary?course=)', async () => {
    const expert = COURSES.find((course) => course.level === 'expert');
    const { findByRole, unmount } = renderApp({ route: routes.orderSummary.getHref('expert') });
    await findByRole('main');
    expect(document.title).toBe(`Order summary: ${expert?.title} | ${AGENCY.name}`);
    unmount();

    renderApp({ route: routes.orderSummary.getHref() });
    expect(document.title).toBe(`${CHECKOUT_POLICY.en.title} | ${AGENCY.name}`);
  });

  it('keeps the profile page out of search results', async () => {
    const { backend } = await backendWithAccount();
    const { findByRole } = renderApp({ route: routes.editProfile.path, backend });
    await findByRole('heading', { level: 1 });
    expect(document.title).toBe(`Edit Profile | ${AGENCY.name}`);
    expect(headContent('meta[name="robots"]')).toEqual(['noindex']);
  });

  it('leaves the head of a set-by-page route to its page: one title, the form mode', async () => {
    const { findByRole } = renderApp({ route: routes.register.getHref('signup') });
    await findByRole('heading', { level: 1 });
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.title).toBe(`Sign Up | ${AGENCY.name}`);
  });
});
