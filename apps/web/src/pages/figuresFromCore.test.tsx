import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '../routes/paths.ts';
import { renderApp } from '../testing/renderApp.tsx';

// Change the facts in core and the pages follow: no page types a figure of its own.
vi.mock('@apex/core', async (importOriginal) => {
  const core = await importOriginal<typeof import('@apex/core')>();
  return {
    ...core,
    EXAM: { ...core.EXAM, durationMinutes: 47, careerGuidanceMinutes: 33 },
    EDITIONS: [
      {
        ...core.EDITION_2024,
        registration: { start: '2024-12-01', end: '2025-01-09' },
        batches: [{ name: 'Batch 1', start: '2025-01-03', end: '2025-01-09' }],
        offer: { originalPriceRupees: 1234, freeUntil: '2025-01-31' },
      },
    ],
    POLICIES: { ...core.POLICIES, moneyBackGuaranteeDays: 30 },
  };
});

describe('figures come from @apex/core', () => {
  it('the exam page follows a change of duration, price, dates and guidance length', () => {
    renderApp({ route: routes.apex.path, today: '2025-01-05T12:00:00+05:30' });
    const main = within(screen.getByRole('main'));
    expect(
      main.getByText('The test is 47 minutes covering Mathematics and English.'),
    ).toBeInTheDocument();
    expect(main.getByText('₹1,234').closest('s')).not.toBeNull();
    expect(main.getByText('3rd to 9th January 2025')).toBeInTheDocument();
    expect(main.queryByText('Batch 2')).not.toBeInTheDocument();
    expect(main.getByText(/free 33 minute career guidance/)).toBeInTheDocument();
  });

  it("the footer's copyright follows the clock's year", () => {
    renderApp({ today: '2031-01-01T00:30:00+05:30' });
    expect(within(screen.getByRole('contentinfo')).getByText(/© 2031/)).toBeInTheDocument();
  });

  it('the course page follows a change of the money-back guarantee', () => {
    renderApp({ route: routes.beginner.path });
    expect(screen.getByText(/30-day money-back/)).toBeInTheDocument();
  });
});
