import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONSOLE_EDITION_ID,
  organiserBackend,
  renderConsolePiece,
} from '../../testing/organiserFixture.tsx';
import { CONSOLE_PAGE_SIZE, RegistrationsTable } from './RegistrationsTable.tsx';

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const numbersShown = () =>
  bodyRows().map((row) => within(row).getByRole('rowheader').textContent ?? '');

describe('RegistrationsTable', () => {
  it('pages through the edition with Next and Previous, a page at a time', async () => {
    const backend = await organiserBackend(CONSOLE_PAGE_SIZE + 5);
    const { user } = renderConsolePiece(
      <RegistrationsTable editionId={CONSOLE_EDITION_ID} />,
      backend,
    );
    expect(await screen.findByRole('table', { name: 'Showing 1–25 of 30' })).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(CONSOLE_PAGE_SIZE);
    const first = numbersShown();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('table', { name: 'Showing 26–30 of 30' });
    expect(bodyRows()).toHaveLength(5);
    expect(numbersShown().some((number) => first.includes(number))).toBe(false);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByRole('table', { name: 'Showing 1–25 of 30' });
    expect(numbersShown()).toEqual(first);
  });

  it('finds a registration by its number', async () => {
    const backend = await organiserBackend(40);
    const page = await backend.organiser.registrations(CONSOLE_EDITION_ID, {
      sort: 'number',
      direction: 'asc',
      pageSize: 40,
    });
    const wanted = page.rows[17];
    if (wanted === undefined) throw new Error('seeding made too few registrations');
    const { user } = renderConsolePiece(
      <RegistrationsTable editionId={CONSOLE_EDITION_ID} />,
      backend,
    );
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), wanted.registrationNumber);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('rowheader', { name: wanted.registrationNumber });
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]).toHaveTextContent(wanted.candidateName);
  });

  it('filters by status', async () => {
    const backend = await organiserBackend(30);
    const { user } = renderConsolePiece(
      <RegistrationsTable editionId={CONSOLE_EDITION_ID} />,
      backend,
    );
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Confirmed');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table', { name: /^Showing 1–/ });
    await expect
      .poll(() => bodyRows().every((row) => row.textContent?.includes('Confirmed')))
      .toBe(true);
  });

  it('sorts by a column header, and the other way on a second press (aria-sort)', async () => {
    const backend = await organiserBackend(20);
    const { user } = renderConsolePiece(
      <RegistrationsTable editionId={CONSOLE_EDITION_ID} />,
      backend,
    );
    await screen.findByRole('table');
    const header = () => screen.getByRole('columnheader', { name: 'Candidate' });
    const names = () =>
      bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
    expect(header()).not.toHaveAttribute('aria-sort');
    await user.click(within(header()).getByRole('button'));
    await expect.poll(() => header().getAttribute('aria-sort')).toBe('ascending');
    await screen.findByRole('table');
    const ascending = names();
    await user.click(within(header()).getByRole('button'));
    await expect.poll(() => header().getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => names().join('|')).toBe([...ascending].reverse().join('|'));
    expect(screen.getByRole('columnheader', { name: 'Registration number' })).not.toHaveAttribute(
      'aria-sort',
    );
  });

  it('puts the table in a labelled region that the keyboard reaches', async () => {
    const backend = await organiserBackend(3);
    renderConsolePiece(<RegistrationsTable editionId={CONSOLE_EDITION_ID} />, backend);
    const region = await screen.findByRole('region', { name: 'Registrations table' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });

  it('hides a less important column on request, and shows it again', async () => {
    const backend = await organiserBackend(3);
    const { user } = renderConsolePiece(
      <RegistrationsTable editionId={CONSOLE_EDITION_ID} />,
      backend,
    );
    await screen.findByRole('table');
    const email = () => screen.queryByRole('columnheader', { name: 'Parent or guardian’s email' });
    expect(email()).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Parent or guardian’s email' }));
    expect(email()).not.toBeInTheDocument();
    expect(within(bodyRows()[0] ?? document.body).getAllByRole('cell')).toHaveLength(6);
    await user.click(screen.getByRole('checkbox', { name: 'Parent or guardian’s email' }));
    expect(email()).toBeInTheDocument();
  });

  it('finds every Sharma by the word, not only names that start with it', async () => {
    const backend = await organiserBackend(30);
    const page = await backend.organiser.registrations(CONSOLE_EDITION_ID, {
      sort: 'number',
      direction: 'asc',
      pageSize: 30,
    });
    const surname = page.rows[0]?.candidateName.split(' ').at(-1) ?? '';
    const withIt = page.rows.filter((row) => row.candidateName.split(' ').includes(surname));
    const { user } = renderConsolePiece(
      <RegistrationsTable editionId={CONSOLE_EDITION_ID} />,
      backend,
    );
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), surname);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByRole('table', {
        name: `Showing 1–${withIt.length} of ${withIt.length}`,
      }),
    ).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(withIt.length);
  });
});
