import { screen, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import {
  CONSOLE_EDITION_ID,
  organiserBackend,
  renderConsolePiece,
} from '../../testing/organiserFixture.tsx';
import { TotalsPanel } from './TotalsPanel.tsx';

it('shows the edition’s totals, by grade and by state, as the backend counts them', async () => {
  const backend = await organiserBackend(40);
  const totals = await backend.organiser.totals(CONSOLE_EDITION_ID);
  renderConsolePiece(<TotalsPanel editionId={CONSOLE_EDITION_ID} />, backend);

  const registered = await screen.findByText('Registered', { selector: 'dt' });
  expect(registered.nextElementSibling).toHaveTextContent(String(totals.registered));
  expect(
    screen.getByText('Awaiting parent or guardian', { selector: 'dt' }).nextElementSibling,
  ).toHaveTextContent(String(totals.awaitingGuardian));

  const byGrade = screen.getByRole('table', { name: 'Registrations by grade' });
  const gradeRows = within(byGrade).getAllByRole('row').slice(1);
  expect(gradeRows).toHaveLength(Object.keys(totals.byGrade).length);
  const [firstGrade, firstCounts] = Object.entries(totals.byGrade)[0] ?? [];
  expect(
    within(byGrade).getByRole('rowheader', { name: `Grade ${firstGrade}` }).parentElement,
  ).toHaveTextContent(String(firstCounts?.registered));
  expect(
    screen.getByRole('table', { name: 'Registrations by state or union territory' }),
  ).toBeInTheDocument();
});

it('says the totals could not load, and loads them on Try again', async () => {
  const backend = await organiserBackend(5);
  const failing = vi.spyOn(backend.organiser, 'totals').mockRejectedValueOnce(new Error('down'));
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = renderConsolePiece(<TotalsPanel editionId={CONSOLE_EDITION_ID} />, backend);
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the totals.');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Registered', { selector: 'dt' })).toBeInTheDocument();
  expect(failing).toHaveBeenCalledTimes(2);
  logged.mockRestore();
});
