import {
  EDITION_2024,
  EXAM,
  formatDateRange,
  formatLakh,
  formatOrdinal,
  formatRupees,
  LEARNING_RESOURCES,
  messagesFor,
} from '@apex/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes/paths.ts';
import { PHASE_DAYS } from '../testing/fixedClock.ts';
import { renderApp } from '../testing/renderApp.tsx';

const live = { route: routes.apex.path, today: PHASE_DAYS.live };

const main = () => within(screen.getByRole('main'));

/** The page's text as read, without structured data scripts. */
function readableText(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const script of copy.querySelectorAll('script')) script.remove();
  return copy.textContent ?? '';
}

describe('the /apex page', () => {
  it('opens with Take Test Now while live, leading to the welcome page', () => {
    renderApp(live);
    expect(main().getByRole('link', { name: 'Take Test Now' })).toHaveAttribute(
      'href',
      routes.page1.getHref(),
    );
  });

  it('strikes through the old price and says Free For All while live', () => {
    renderApp(live);
    expect(main().getByRole('heading', { name: 'Test Is Live' })).toBeInTheDocument();
    const oldPrice = main().getByText(formatRupees(EDITION_2024.offer.originalPriceRupees));
    expect(oldPrice.closest('s')).not.toBeNull();
    expect(main().getByText('Free For All')).toBeInTheDocument();
  });

  it('gives both batches with their dates, and the length and subjects of the test', () => {
    renderApp(live);
    for (const batch of EDITION_2024.batches) {
      const card = main().getByRole('heading', { name: batch.name }).closest('article');
      expect(card).toHaveTextContent(formatDateRange(batch));
    }
    expect(
      main().getByText(
        `The test is ${EXAM.durationMinutes} minutes covering Mathematics and English.`,
      ),
    ).toBeInTheDocument();
  });

  it('links the learning resources safely, in a new tab', () => {
    renderApp({ route: routes.apex.path });
    for (const resource of LEARNING_RESOURCES) {
      const link = main().getByRole('link', { name: new RegExp(resource.provider) });
      expect(link).toHaveAttribute('href', resource.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAccessibleName(expect.stringContaining(messagesFor('en').layout.newTab));
    }
  });

  it('has the association section, the grades note and the four benefit cards, in order', () => {
    renderApp(live);
    const text = readableText(screen.getByRole('main'));
    const order = [
      'Take Test Now',
      'Test Is Live',
      EDITION_2024.batches[0].name,
      'Educational resources',
      'In association with our payment partner',
      `Exclusively for ${formatOrdinal(EXAM.grades.from)} to ${formatOrdinal(EXAM.grades.to)} grade students`,
      'Why take Apex',
    ].map((needle) => text.indexOf(needle));
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    const benefits = main().getAllByRole('heading', { level: 3 }).slice(-4);
    expect(benefits.map((heading) => heading.textContent)).toEqual([
      'Recognised certificates',
      `Prizes above ${EXAM.prize.scoreAbovePercent}%`,
      'Learning resources',
      'Career guidance',
    ]);
    expect(
      main().getByText(
        new RegExp(
          `₹${formatLakh(EXAM.prize.voucherFromLakh)} to ₹${formatLakh(EXAM.prize.voucherToLakh)}`,
        ),
      ),
    ).toBeInTheDocument();
    expect(
      main().getByText(new RegExp(`free ${EXAM.careerGuidanceMinutes} minute career guidance`)),
    ).toBeInTheDocument();
  });
});
