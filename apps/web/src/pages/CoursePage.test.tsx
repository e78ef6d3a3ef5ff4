import { COURSES, formatRupees } from '@apex/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COURSE_CONTENT } from '../content/courseContent.ts';
import { CHECKOUT_POLICY } from '../content/policies.ts';
import { routes } from '../routes/paths.ts';
import { renderApp } from '../testing/renderApp.tsx';

const main = () => within(screen.getByRole('main'));

describe.each(COURSES)('the $level course page', (course) => {
  it('shows the course content and its price formatted for India', () => {
    renderApp({ route: routes[course.level].path });
    expect(main().getByRole('heading', { level: 1, name: course.title })).toBeInTheDocument();
    for (const module of COURSE_CONTENT.en[course.level].modules) {
      expect(main().getByRole('heading', { name: module.title })).toBeInTheDocument();
    }
    expect(main().getByText(formatRupees(course.priceRupees))).toBeInTheDocument();
  });

  it('continues to the order summary for this course, which shows it above the checkout policy', async () => {
    const { user } = renderApp({ route: routes[course.level].path });
    const link = main().getByRole('link', { name: 'Continue To Payment' });
    expect(link).toHaveAttribute('href', routes.orderSummary.getHref(course.level));

    await user.click(link);
    expect(main().getByRole('heading', { level: 1, name: 'Order summary' })).toBeInTheDocument();
    const order = main().getByRole('region', { name: 'Your order' });
    expect(order).toHaveTextContent(course.title);
    expect(order).toHaveTextContent(formatRupees(course.priceRupees));
    const policy = main().getByRole('heading', {
      name: CHECKOUT_POLICY.en.sections[0]?.heading ?? '',
    });
    // The order comes first, then the policy.
    expect(order.compareDocumentPosition(policy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('a Hindi course page', () => {
  it('marks every course title as English, for a screen reader', async () => {
    const { user } = renderApp({ route: `/hi${routes.beginner.path}` });
    const heading = main().getByRole('heading', { level: 1, name: 'Blockchain for Beginners' });
    expect(within(heading).getByText('Blockchain for Beginners')).toHaveAttribute('lang', 'en');
    const others = COURSES.filter((course) => course.level !== 'beginner');
    for (const other of others) {
      expect(main().getByText(other.title)).toHaveAttribute('lang', 'en');
    }
    await user.click(main().getByRole('link', { name: 'भुगतान के लिए आगे बढ़ें' }));
    const order = main().getByRole('region', { name: 'आपका ऑर्डर' });
    expect(within(order).getByText('Blockchain for Beginners')).toHaveAttribute('lang', 'en');
  });
});

describe('the order summary', () => {
  it('shows the checkout policy alone without a course', () => {
    renderApp({ route: routes.orderSummary.getHref() });
    expect(
      main().getByRole('heading', { level: 1, name: CHECKOUT_POLICY.en.title }),
    ).toBeInTheDocument();
    expect(main().queryByRole('region', { name: 'Your order' })).not.toBeInTheDocument();
    for (const course of COURSES) {
      expect(main().queryByText(formatRupees(course.priceRupees))).not.toBeInTheDocument();
    }
  });

  it('ignores an unknown course', () => {
    renderApp({ route: '/ordersummary?course=wizard' });
    expect(main().queryByRole('region', { name: 'Your order' })).not.toBeInTheDocument();
    expect(
      main().getByRole('heading', { level: 1, name: CHECKOUT_POLICY.en.title }),
    ).toBeInTheDocument();
  });
});
