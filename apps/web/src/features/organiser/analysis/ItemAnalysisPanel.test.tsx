import { BackendError, type ItemAnalysisView } from '@apex/auth-port';
import { type Locale, messagesFor } from '@apex/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_TEST_KEY } from '../../../config/siteEditions.ts';
import { axeViolations } from '../../../testing/guardianFixture.ts';
import {
  CONSOLE_EDITION_ID,
  organiserBackend,
  renderConsolePiece,
} from '../../../testing/organiserFixture.tsx';
import { ItemAnalysisPanel } from './ItemAnalysisPanel.tsx';

const ANALYSIS: ItemAnalysisView = {
  grade: 6,
  paperId: 'sample-grade-6',
  attempts: 4,
  groupSize: 1,
  items: [
    {
      id: 'e1',
      section: 'english',
      kind: 'single-choice',
      answered: 4,
      shareRight: 0.5,
      discrimination: 0.5,
      picked: [
        { choice: 'a', count: 2 },
        { choice: 'b', count: 2 },
      ],
    },
    {
      id: 'm1',
      section: 'mathematics',
      kind: 'numeric',
      answered: 3,
      shareRight: 0.25,
      discrimination: -1,
      picked: null,
    },
  ],
};

async function shown(locale: Locale, answer: () => Promise<ItemAnalysisView>) {
  window.localStorage.setItem(BUILT_IN_TEST_KEY, 'on');
  const backend = await organiserBackend(1);
  const read = vi.spyOn(backend.organiser, 'itemAnalysis').mockImplementation(answer);
  const view = renderConsolePiece(
    <ItemAnalysisPanel editionId={CONSOLE_EDITION_ID} />,
    backend,
    locale,
  );
  await view.user.click(
    screen.getByRole('button', { name: messagesFor(locale).organiserAnalysis.show }),
  );
  return { ...view, read };
}

describe('ItemAnalysisPanel', () => {
  afterEach(() => window.localStorage.removeItem(BUILT_IN_TEST_KEY));

  for (const locale of ['en', 'hi'] as const) {
    it(`shows each question's share right, discrimination and choices picked in a captioned table (${locale})`, async () => {
      const text = messagesFor(locale).organiserAnalysis;
      const { read } = await shown(locale, async () => ANALYSIS);

      const table = await screen.findByRole('table');
      expect(read).toHaveBeenCalledWith(CONSOLE_EDITION_ID, 6);
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual([
        text.columnItem,
        text.columnAnswered,
        text.columnShareRight,
        text.columnDiscrimination,
        text.columnPicked,
      ]);
      const first = within(table).getByRole('row', {
        name: new RegExp(text.item({ number: '1', id: 'e1' }).replace(/[()]/g, '\\$&')),
      });
      expect(first).toHaveTextContent('50%');
      expect(first).toHaveTextContent('+0.5');
      expect(
        within(first)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        text.picked({ choice: 'a', count: '2' }),
        text.picked({ choice: 'b', count: '2' }),
      ]);
      const second = within(table).getAllByRole('row')[2];
      expect(second).toHaveTextContent('25%');
      expect(second).toHaveTextContent('\u22121');
      expect(second).toHaveTextContent(text.typedAnswer);
      expect(await axeViolations()).toEqual([]);
    });
  }

  it('says why there is nothing to read before the batch has closed', async () => {
    await shown('en', async () => {
      throw new BackendError('organiser/batch-open', 'batch open');
    });

    expect(await screen.findByText(messagesFor('en').errors['organiser/batch-open'])).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
