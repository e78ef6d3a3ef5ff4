import { EDITION_2024, externalTestLinks, formatRupees } from '@apex/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeSections, routes } from '../routes/paths.ts';
import { PHASE_DAYS } from '../testing/fixedClock.ts';
import { renderApp } from '../testing/renderApp.tsx';

// Each page in each phase of the 2024 edition, with the visitor's day injected (no waiting).

const main = () => within(screen.getByRole('main'));
const section = (id: string) => {
  const element = document.getElementById(id);
  if (element === null) throw new Error(`no #${id}`);
  return within(element);
};
const NOTIFY = { name: 'Notify me about the next exam' };
const PRICE = formatRupees(EDITION_2024.offer.originalPriceRupees);
const CLOSED = 'The October 2024 window has closed.';

describe('the home page in each phase', () => {
  it('is live: the LIVE NOW! badge, the offer struck through and Take Test', () => {
    renderApp({ today: PHASE_DAYS.live });
    const hero = section(homeSections.hero);
    expect(hero.getByText('LIVE NOW!')).toBeInTheDocument();
    expect(hero.getByText(PRICE).closest('s')).not.toBeNull();
    expect(hero.getByText('Free until October 2024')).toBeInTheDocument();
    expect(hero.getByRole('link', { name: 'Take Test' })).toBeInTheDocument();
    expect(hero.queryByRole('form', NOTIFY)).not.toBeInTheDocument();
    const contact = section(homeSections.contact);
    expect(contact.getByRole('link', { name: 'REGISTER NOW' })).toBeInTheDocument();
    expect(contact.getByText(/Free until October 2024 for every student/)).toBeInTheDocument();
  });

  it('is closed: says so plainly, offers the notify-me form, and shows no past offer', () => {
    renderApp({ today: PHASE_DAYS.closed });
    const hero = section(homeSections.hero);
    expect(hero.queryByText('LIVE NOW!')).not.toBeInTheDocument();
    expect(hero.getByText('Window closed')).toBeInTheDocument();
    expect(
      hero.getByText(new RegExp(`${CLOSED} The next window will be announced here.`)),
    ).toBeInTheDocument();
    expect(hero.getByRole('form', NOTIFY)).toBeInTheDocument();
    expect(hero.queryByRole('link', { name: 'Take Test' })).not.toBeInTheDocument();
    expect(screen.queryByText(PRICE)).not.toBeInTheDocument();
    expect(screen.queryByText(/Free until/)).not.toBeInTheDocument();
    const contact = section(homeSections.contact);
    expect(contact.queryByRole('link', { name: 'REGISTER NOW' })).not.toBeInTheDocument();
    expect(contact.getByRole('link', { name: 'EXAM DETAILS' })).toHaveAttribute(
      'href',
      routes.apex.getHref(),
    );
  });

  it('is announced: the dates to come, and no REGISTER NOW before registration opens', () => {
    renderApp({ today: PHASE_DAYS.announced });
    const hero = section(homeSections.hero);
    expect(hero.getByText('Coming soon')).toBeInTheDocument();
    expect(
      hero.getByText(/Registration for the October 2024 window opens on 1st September 2024/),
    ).toBeInTheDocument();
    expect(
      section(homeSections.contact).queryByRole('link', { name: 'REGISTER NOW' }),
    ).not.toBeInTheDocument();
  });

  it('has registration open: the window to come, and REGISTER NOW', () => {
    renderApp({ today: PHASE_DAYS['registration-open'] });
    const hero = section(homeSections.hero);
    expect(hero.getByText('Registration open')).toBeInTheDocument();
    expect(hero.getByText(/between 5th to 25th October 2024/)).toBeInTheDocument();
    expect(hero.queryByText('LIVE NOW!')).not.toBeInTheDocument();
    expect(
      section(homeSections.contact).getByRole('link', { name: 'REGISTER NOW' }),
    ).toBeInTheDocument();
  });
});

describe('/apex in each phase', () => {
  const progress = () =>
    EDITION_2024.batches.map(
      (batch) =>
        main()
          .getByRole('heading', { name: batch.name })
          .closest('article')
          ?.querySelector('[data-progress]')?.textContent,
    );

  it('is live: Test Is Live with the offer, each batch marked in words', () => {
    renderApp({ route: routes.apex.path, today: PHASE_DAYS.live });
    expect(main().getByText('Apex · LIVE NOW!')).toBeInTheDocument();
    expect(main().getByRole('heading', { name: 'Test Is Live' })).toBeInTheDocument();
    expect(main().getByText('Free For All')).toBeInTheDocument();
    expect(progress()).toEqual(['In progress', 'Upcoming']);
  });

  it('between the batches says no test is open and when the next batch opens (issue 39)', () => {
    renderApp({ route: routes.apex.path, today: PHASE_DAYS.betweenBatches });
    expect(main().queryByText(/LIVE NOW!/)).not.toBeInTheDocument();
    expect(main().queryByRole('heading', { name: 'Test Is Live' })).not.toBeInTheDocument();
    expect(main().getByRole('heading', { name: 'Next batch soon' })).toBeInTheDocument();
    expect(
      main().getByText(
        'No test is open today. Batch 2 runs from 17th to 25th October 2024: attend anytime, from anywhere, within those dates.',
      ),
    ).toBeInTheDocument();
    expect(main().queryByRole('link', { name: /Take (the )?test/i })).not.toBeInTheDocument();
    expect(progress()).toEqual(['Past', 'Upcoming']);
  });

  it('is closed: no live heading or banner, no offer, both batches past, and the notify-me form', () => {
    renderApp({ route: routes.apex.path, today: PHASE_DAYS.closed });
    expect(main().queryByText(/LIVE NOW!/)).not.toBeInTheDocument();
    expect(main().queryByRole('heading', { name: 'Test Is Live' })).not.toBeInTheDocument();
    expect(main().getByRole('heading', { level: 2, name: CLOSED })).toBeInTheDocument();
    expect(main().queryByText('Free For All')).not.toBeInTheDocument();
    expect(main().queryByText(PRICE)).not.toBeInTheDocument();
    expect(main().getByRole('form', NOTIFY)).toBeInTheDocument();
    expect(progress()).toEqual(['Past', 'Past']);
    expect(main().getAllByText('This batch has ended.')).toHaveLength(2);
    expect(main().queryByText(/within these dates/)).not.toBeInTheDocument();
    expect(main().getByRole('link', { name: 'How it works' })).toHaveAttribute(
      'href',
      routes.page1.getHref(),
    );
  });

  it('has registration open: says so, with the offer and both batches upcoming', () => {
    renderApp({ route: routes.apex.path, today: PHASE_DAYS['registration-open'] });
    expect(main().getByRole('heading', { name: 'Registration open' })).toBeInTheDocument();
    expect(main().getByText('Free For All')).toBeInTheDocument();
    expect(progress()).toEqual(['Upcoming', 'Upcoming']);
  });

  it('carries exam events in its structured data only while an edition is to come', () => {
    const events = () =>
      [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap(
        (script) => JSON.parse(script.textContent ?? '[]') as { '@type': string }[],
      );
    const { unmount } = renderApp({ route: routes.apex.path, today: PHASE_DAYS.live });
    expect(events().map((event) => event['@type'])).toEqual(['Event', 'Event']);
    unmount();
    renderApp({ route: routes.apex.path, today: PHASE_DAYS.closed });
    expect(events()).toEqual([]);
  });
});

describe('/page3 in each phase', () => {
  const testLinks = () =>
    screen
      .queryAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('https://tests.'));

  it('opens the grade tests while a batch runs', () => {
    renderApp({ route: routes.page3.path, today: PHASE_DAYS.live });
    expect(testLinks()).toHaveLength(externalTestLinks(EDITION_2024).length);
    expect(main().queryByRole('form', NOTIFY)).not.toBeInTheDocument();
  });

  it('offers no test link between the batches, and says when the next one opens', () => {
    renderApp({ route: routes.page3.path, today: PHASE_DAYS.betweenBatches });
    expect(testLinks()).toEqual([]);
    expect(
      main().getByText(
        'No test is open today. You can take the test in Batch 2, from 17th to 25th October 2024.',
      ),
    ).toBeInTheDocument();
  });

  it('is closed: no test link, why, and the notify-me form', () => {
    renderApp({ route: routes.page3.path, today: PHASE_DAYS.closed });
    expect(testLinks()).toEqual([]);
    expect(main().getByRole('heading', { level: 1, name: 'Test dates' })).toBeInTheDocument();
    expect(
      main().getByText(`${CLOSED} No test is open now. The next window will be announced here.`),
    ).toBeInTheDocument();
    expect(main().getByRole('form', NOTIFY)).toBeInTheDocument();
    expect(main().queryByText('All the best')).not.toBeInTheDocument();
  });

  it.each([PHASE_DAYS.announced, PHASE_DAYS['registration-open']])(
    'says when the test can be taken before it opens (%s)',
    (today) => {
      renderApp({ route: routes.page3.path, today });
      expect(testLinks()).toEqual([]);
      expect(
        main().getByText(
          'No test is open yet. You can take the test from 5th to 25th October 2024.',
        ),
      ).toBeInTheDocument();
      expect(main().getByRole('form', NOTIFY)).toBeInTheDocument();
    },
  );
});

describe('/page1 and /page2 in each phase', () => {
  it.each([
    [
      PHASE_DAYS.live,
      'Attend anytime, from anywhere, between 5th to 25th October 2024.',
      'Already registered? Start the test',
    ],
    [
      PHASE_DAYS.closed,
      `${CLOSED} The next window will be announced here.`,
      'Already registered? See when you can take the test',
    ],
    [
      PHASE_DAYS.announced,
      /^Registration for the October 2024 window opens/,
      'Already registered? See when you can take the test',
    ],
  ])('states the timing truthfully (%s)', (today, sentence, startLink) => {
    const { unmount } = renderApp({ route: routes.page1.path, today });
    expect(main().getByText(sentence)).toBeInTheDocument();
    unmount();
    renderApp({ route: routes.page2.path, today });
    expect(main().getByText(sentence)).toBeInTheDocument();
    expect(main().getByRole('link', { name: startLink })).toHaveAttribute(
      'href',
      routes.page3.getHref(),
    );
  });
});
