import type { MemoryBackend } from '@apex/auth-memory';
import { BackendError } from '@apex/auth-port';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  CONSOLE_EDITION_ID,
  organiserBackend,
  renderConsolePiece,
} from '../../../testing/organiserFixture.tsx';
import { ResultsImport } from './ResultsImport.tsx';
import { resultsHere } from './resultsWorker.ts';

async function confirmedNumbers(backend: MemoryBackend, count: number): Promise<string[]> {
  const page = await backend.organiser.registrations(CONSOLE_EDITION_ID, {
    status: 'confirmed',
    sort: 'number',
    direction: 'asc',
    pageSize: count,
  });
  if (page.rows.length < count) throw new Error('seeding confirmed too few registrations');
  return page.rows.map((row) => row.registrationNumber);
}

async function upload(backend: MemoryBackend, csv: string) {
  const view = renderConsolePiece(
    <ResultsImport editionId={CONSOLE_EDITION_ID} worker={resultsHere} />,
    backend,
  );
  await view.user.upload(
    screen.getByLabelText('Results file (CSV)'),
    new File([csv], 'results.csv', { type: 'text/csv' }),
  );
  return view;
}

describe('ResultsImport', () => {
  it('names the bad row and its candidate, publishes once it is dropped after a summary, and says what was published', async () => {
    const backend = await organiserBackend(40);
    const [a, b, c] = await confirmedNumbers(backend, 3);
    const csv = `Registration number,Marks,Max marks\n${a},38,40\n${b},20,40\n${c},40,40\n2222-2222-2222,10,40\n`;
    const { user } = await upload(backend, csv);

    expect(await screen.findByText('Ready to publish: 3. With problems: 1.')).toBeInTheDocument();
    const problems = screen.getByRole('list', { name: 'Rows with problems' });
    const badRow = within(problems).getByRole('listitem', { name: /^Line 5/ });
    expect(badRow).toHaveTextContent('No registration has this number.');
    expect(badRow).toHaveTextContent('2222-2222-2222 · No registration');
    expect(badRow).toHaveTextContent('10 / 40 marks → 25%');
    const ready = screen.getByRole('table', { name: 'Rows ready to publish' });
    expect(ready).toHaveTextContent('38 / 40 marks → 95%');
    const page = await backend.organiser.registrations(CONSOLE_EDITION_ID, {
      search: a ?? '',
      sort: 'number',
      direction: 'asc',
      pageSize: 1,
    });
    expect(ready).toHaveTextContent(page.rows[0]?.candidateName ?? 'no name');
    const publish = screen.getByRole('button', { name: 'Publish 3 results' });
    expect(publish).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Drop line 5' }));
    expect(await screen.findByText('Ready to publish: 3. With problems: 0.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Rows with problems' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish 3 results' }));
    const summary = screen.getByRole('table', { name: 'What will be published, by grade' });
    expect(within(summary).getAllByRole('row').length).toBeGreaterThan(1);
    expect(summary).toHaveTextContent('95%');
    await user.click(screen.getByRole('button', { name: 'Confirm and publish 3 results' }));
    expect(
      await screen.findByText(
        '3 results published: 3 new, 0 corrected, 0 already published as they were. 3 mails to parents or guardians sent this time.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish 3 results' })).toBeDisabled();
    expect(await screen.findByText(/^Results published on .+: 3 results\.$/)).toBeVisible();
    expect((await backend.organiser.publishProgress(CONSOLE_EDITION_ID))?.status).toBe('done');
  });

  it('says nothing new was sent when rows already published are published again', async () => {
    const backend = await organiserBackend(20);
    const [a, b] = await confirmedNumbers(backend, 2);
    await backend.organiser.publishResults(CONSOLE_EDITION_ID, [
      { registrationNumber: a ?? '', scorePercent: 80 },
      { registrationNumber: b ?? '', scorePercent: 70 },
    ]);
    // One of the two rows: not the last publish's file, so Publish is on; nothing in it is new.
    const { user } = await upload(backend, `Registration number,Score\n${a},80\n`);
    expect(await screen.findByText(/^Results published on .+: 2 results\.$/)).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Publish 1 result' }));
    await user.click(screen.getByRole('button', { name: 'Confirm and publish 1 result' }));
    expect(
      await screen.findByText(
        'Nothing new: the result was already published exactly so; nothing was changed and no mail was sent.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps Publish off for the rows last published, as the server records them, until a row changes', async () => {
    const backend = await organiserBackend(20);
    const [a, b] = await confirmedNumbers(backend, 2);
    await backend.organiser.publishResults(CONSOLE_EDITION_ID, [
      { registrationNumber: b ?? '', scorePercent: 70 },
      { registrationNumber: a ?? '', scorePercent: 80 },
    ]);
    // As after a reload: a fresh console, the same file (its rows in another order).
    const { user } = await upload(backend, `Registration number,Score\n${a},80\n${b},70\n`);
    expect(await screen.findByText('Ready to publish: 2. With problems: 0.')).toBeInTheDocument();
    expect(
      await screen.findByText('Published. Change, add or fix rows to publish again.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Publish 2 results' })).toBeDisabled();

    // The file corrected: one score changed.
    await user.upload(
      screen.getByLabelText('Results file (CSV)'),
      new File([`Registration number,Score\n${a},81\n${b},70\n`], 'results.csv', {
        type: 'text/csv',
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Publish 2 results' })).toBeEnabled(),
    );
    expect(
      screen.queryByText('Published. Change, add or fix rows to publish again.'),
    ).not.toBeInTheDocument();
  });

  it('links each published certificate, a page at a time, after a reload', async () => {
    const backend = await organiserBackend(60);
    const numbers = await confirmedNumbers(backend, 26);
    await backend.organiser.publishResults(
      CONSOLE_EDITION_ID,
      numbers.map((registrationNumber) => ({ registrationNumber, scorePercent: 70 })),
    );
    const { user } = renderConsolePiece(
      <ResultsImport editionId={CONSOLE_EDITION_ID} worker={resultsHere} />,
      backend,
    );
    expect(await screen.findByText(/^Results published on .+: 26 results\.$/)).toBeVisible();
    await user.click(screen.getByText('The certificates of the published results'));
    const list = await screen.findByRole('list', { name: 'Certificates, by registration number' });
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(25));
    const first = within(list).getByRole('link', { name: `Certificate for ${numbers[0]}` });
    const page = await backend.organiser.publishedResults(CONSOLE_EDITION_ID, { pageSize: 1 });
    expect(first).toHaveAttribute('href', `/certificate/${page.rows[0]?.certificateId}`);

    await user.click(screen.getByRole('button', { name: 'Show more certificates' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(26));
    expect(
      screen.queryByRole('button', { name: 'Show more certificates' }),
    ).not.toBeInTheDocument();
  });

  it('shows 45 out of 40 as more than the maximum, and takes a fix in marks', async () => {
    const backend = await organiserBackend(20);
    const [a] = await confirmedNumbers(backend, 1);
    const publish = vi.spyOn(backend.organiser, 'publishResults');
    const { user } = await upload(backend, `Registration number,Marks,Max marks\n${a},45,40\n`);
    const problems = await screen.findByRole('list', { name: 'Rows with problems' });
    expect(problems).toHaveTextContent('45 / 40 marks → more than the maximum, 40');
    expect(screen.getByRole('button', { name: 'Publish 0 results' })).toBeDisabled();
    const score = screen.getByRole('textbox', { name: 'Marks out of 40 on line 2' });
    await user.clear(score);
    await user.type(score, '40');
    expect(problems).toHaveTextContent('40 / 40 marks → 100%');
    await user.tab();
    expect(await screen.findByText('Ready to publish: 1. With problems: 0.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Rows ready to publish' })).toHaveTextContent(
      '40 / 40 marks → 100%',
    );
    await user.click(screen.getByRole('button', { name: 'Publish 1 result' }));
    await user.click(screen.getByRole('button', { name: 'Confirm and publish 1 result' }));
    await screen.findByText(/^1 result published/);
    expect(publish.mock.calls[0]?.[1]).toEqual([{ registrationNumber: a, scorePercent: 100 }]);
  });

  it('lets the organiser fix a percentage in the preview', async () => {
    const backend = await organiserBackend(20);
    const [a] = await confirmedNumbers(backend, 1);
    const { user } = await upload(backend, `Registration number,Score\n${a},120\n`);
    const problems = await screen.findByRole('list', { name: 'Rows with problems' });
    expect(problems).toHaveTextContent('120% → more than 100%');
    const score = screen.getByRole('textbox', { name: 'Score (%) on line 2' });
    await user.clear(score);
    await user.type(score, '92.5');
    await user.tab();
    expect(await screen.findByText('Ready to publish: 1. With problems: 0.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Rows ready to publish' })).toHaveTextContent('92.5%');
  });

  it('asks which column is which when the headers are not the usual ones', async () => {
    const backend = await organiserBackend(20);
    const [a] = await confirmedNumbers(backend, 1);
    const { user } = await upload(backend, `Candidate,Points,Out of what\n${a},45,50\n`);
    expect(
      await screen.findByRole('heading', { name: 'Which column is which?' }),
    ).toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Registration number column' }),
      'Candidate',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Score column' }), 'Points');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Maximum marks column' }),
      'Out of what',
    );
    await user.click(screen.getByRole('button', { name: 'Use these columns' }));
    expect(await screen.findByText('Ready to publish: 1. With problems: 0.')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Rows ready to publish' })).toHaveTextContent('90');
  });

  it('after a publish that fails part-way, publishes the same rows again to finish', async () => {
    const backend = await organiserBackend(20);
    const [a, b] = await confirmedNumbers(backend, 2);
    const publish = vi
      .spyOn(backend.organiser, 'publishResults')
      .mockRejectedValueOnce(new Error('deadline exceeded'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await upload(backend, `Registration number,Score\n${a},80\n${b},96\n`);
    await user.click(await screen.findByRole('button', { name: 'Publish 2 results' }));
    await user.click(screen.getByRole('button', { name: 'Confirm and publish 2 results' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Publishing stopped part-way.');
    await user.click(screen.getByRole('button', { name: 'Publish again to finish' }));
    await user.click(screen.getByRole('button', { name: 'Confirm and publish 2 results' }));
    expect(await screen.findByText(/^2 results published/)).toBeInTheDocument();
    expect(publish).toHaveBeenCalledTimes(2);
    expect(publish.mock.calls[1]?.[1]).toEqual(publish.mock.calls[0]?.[1]);
    logged.mockRestore();
  });

  it('says plainly when another publish of the edition is still running', async () => {
    const backend = await organiserBackend(20);
    const [a] = await confirmedNumbers(backend, 1);
    // The server's answer while a second tab (or organiser) publishes the same edition.
    vi.spyOn(backend.organiser, 'publishResults').mockRejectedValueOnce(
      new BackendError('organiser/publish-running', 'organiser/publish-running'),
    );
    const { user } = await upload(backend, `Registration number,Score\n${a},80\n`);
    await user.click(await screen.findByRole('button', { name: 'Publish 1 result' }));
    await user.click(screen.getByRole('button', { name: 'Confirm and publish 1 result' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'These results are already being published, from another tab or by another organiser.',
    );
    expect(screen.queryByText(/Publishing stopped part-way/)).not.toBeInTheDocument();
  });

  it('says so when the file has no rows', async () => {
    const backend = await organiserBackend(1);
    await upload(backend, 'Registration number,Score\n');
    expect(await screen.findByRole('alert')).toHaveTextContent('This file has no rows of results.');
  });
});
