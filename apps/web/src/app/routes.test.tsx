import { AGENCY, COURSES, EXAM } from '@apex/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_POLICY,
  PRIVACY_POLICY,
  REFUND_POLICY,
  SHIPPING_POLICY,
  TERMS,
} from '../content/policies.ts';
import { routes } from '../routes/paths.ts';
import { ACCOUNT_PATHS } from '../seo/routeTable.ts';
import { renderApp } from '../testing/renderApp.tsx';

const course = (level: 'beginner' | 'intermediate' | 'expert') => {
  const found = COURSES.find((candidate) => candidate.level === level);
  if (!found) throw new Error(level);
  return found;
};

/** Every public route, its page heading and a piece of content only that page has. */
const PUBLIC_ROUTES: readonly {
  path: string;
  heading: RegExp | string;
  content: RegExp | string;
}[] = [
  { path: routes.home.path, heading: new RegExp(EXAM.fullName), content: 'Our Best Services' },
  { path: routes.work.path, heading: 'Our Work', content: course('expert').title },
  { path: routes.services.path, heading: 'Our Services', content: 'Digital Marketing' },
  { path: routes.about.path, heading: 'Who We Are', content: AGENCY.description },
  { path: routes.community.path, heading: 'Our Communities', content: 'Schools and teachers' },
  { path: routes.contact.path, heading: 'Contact us', content: AGENCY.supportEmail },
  { path: routes.apex.path, heading: EXAM.fullName, content: 'Educational resources' },
  { path: routes.beginner.path, heading: course('beginner').title, content: 'Course content' },
  {
    path: routes.intermediate.path,
    heading: course('intermediate').title,
    content: 'Course content',
  },
  { path: routes.expert.path, heading: course('expert').title, content: 'Course content' },
  { path: routes.page1.path, heading: `Welcome to ${EXAM.name}`, content: 'Start Now' },
  { path: routes.page2.path, heading: `What you get with ${EXAM.name}`, content: 'Notify me' },
  { path: routes.page3.path, heading: 'Test dates', content: 'No test is open' },
  { path: routes.terms.path, heading: TERMS.en.title, content: 'Accounts' },
  { path: routes.privacy.path, heading: PRIVACY_POLICY.en.title, content: 'Children' },
  { path: routes.shipping.path, heading: SHIPPING_POLICY.en.title, content: 'Physical items' },
  { path: routes.refund.path, heading: REFUND_POLICY.en.title, content: 'Money-back guarantee' },
  {
    path: routes.orderSummary.path,
    heading: CHECKOUT_POLICY.en.title,
    content: 'Placing an order',
  },
  { path: routes.address.path, heading: 'Contact and address', content: AGENCY.meetingPlace },
];

describe('the route table', () => {
  it.each(PUBLIC_ROUTES)(
    '$path renders its page inside the site layout',
    async ({ path, heading, content }) => {
      renderApp({ route: path });
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.getAllByText(content, { exact: false }).length).toBeGreaterThan(0);
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      expect(screen.getByRole('main')).toContainElement(
        screen.getByRole('heading', { level: 1, name: heading }),
      );
      // Each page names itself in the browser tab, after the site name.
      await waitFor(() => expect(document.title).toMatch(new RegExp(`\\| ${AGENCY.name}$`)));
    },
  );

  it('gives every page its own title', () => {
    const titles = new Set<string>();
    for (const { path } of PUBLIC_ROUTES) {
      const { unmount } = renderApp({ route: path });
      titles.add(document.title);
      unmount();
    }
    expect(titles.size).toBe(PUBLIC_ROUTES.length);
  });

  it.each(ACCOUNT_PATHS)('%s hides the header and the footer', async (path) => {
    renderApp({ route: path });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Skip to main content' })).not.toBeInTheDocument();
  });

  it('shows a helpful 404 page for an unknown address', () => {
    renderApp({ route: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(main.getByRole('link', { name: `The ${EXAM.name} exam` })).toHaveAttribute(
      'href',
      routes.apex.getHref(),
    );
    for (const { level, title } of COURSES) {
      expect(main.getByRole('link', { name: title })).toHaveAttribute(
        'href',
        routes[level].getHref(),
      );
    }
    expect(document.title).toBe(`Page not found | ${AGENCY.name}`);
  });

  it('offers a skip link to the main content on public pages', () => {
    renderApp({ route: routes.apex.path });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  });
});
