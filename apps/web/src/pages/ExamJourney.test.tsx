import { EDITION_2024, EXAM, externalTestLinks, formatOrdinal, messagesFor } from '@apex/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EXAM_HIGHLIGHTS } from '../content/benefits.ts';
import { routes } from '../routes/paths.ts';
import { PHASE_DAYS } from '../testing/fixedClock.ts';
import { renderApp } from '../testing/renderApp.tsx';

const main = () => within(screen.getByRole('main'));

describe('the exam journey', () => {
  it('/page1 starts with Start Now, leading to /page2', async () => {
    const { user } = renderApp({ route: routes.page1.path });
    await user.click(main().getByRole('link', { name: 'Start Now' }));
    expect(
      main().getByRole('heading', { level: 1, name: `What you get with ${EXAM.name}` }),
    ).toBeInTheDocument();
  });

  it('/page2 lists the benefits and, while registration is open, sends Register Now to the form', () => {
    renderApp({ route: routes.page2.path, today: PHASE_DAYS['registration-open'] });
    for (const highlight of EXAM_HIGHLIGHTS.en) {
      expect(main().getByText(highlight)).toBeInTheDocument();
    }
    expect(main().getByText(/a few basic details first/)).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Register Now' })).toHaveAttribute(
      'href',
      routes.examRegistration.getHref(),
    );
  });

  it('/page3 opens each grade test in a new tab, safely, then wishes luck, while live', () => {
    renderApp({ route: routes.page3.path, today: PHASE_DAYS.live });
    const links = main().getAllByRole('link', { name: /Grade/ });
    expect(links).toHaveLength(EXAM.grades.to - EXAM.grades.from + 1);
    externalTestLinks(EDITION_2024).forEach(({ grade, url }, index) => {
      const link = links[index];
      expect(link).toHaveTextContent(new RegExp(`^${formatOrdinal(grade)} Grade`));
      expect(link).toHaveAccessibleName(expect.stringContaining(messagesFor('en').layout.newTab));
      expect(link).toHaveAttribute('href', url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
    expect(main().getByText('All the best')).toBeInTheDocument();
  });
});
