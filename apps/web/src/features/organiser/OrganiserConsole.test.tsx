import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { organiserBackend, renderConsolePiece } from '../../testing/organiserFixture.tsx';
import { backendWithAccount } from '../../testing/testAccounts.ts';
import { OrganiserConsole } from './OrganiserConsole.tsx';
import { resultsHere } from './results/resultsWorker.ts';

const signedOut = <p>Log in first</p>;

describe('OrganiserConsole', () => {
  it('tells a signed-in account without the role plainly that it has no access', async () => {
    const { backend } = await backendWithAccount();
    const refused = vi.spyOn(backend.organiser, 'totals');
    renderConsolePiece(<OrganiserConsole signedOut={signedOut} />, backend);
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(
      screen.getByText(/This account is not one of the exam’s organisers/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Registrations' })).not.toBeInTheDocument();
    expect(refused).not.toHaveBeenCalled();
  });

  it('sends a signed-out visitor on (to log in)', async () => {
    const { backend } = await backendWithAccount({ signedIn: false });
    renderConsolePiece(<OrganiserConsole signedOut={signedOut} />, backend);
    expect(await screen.findByText('Log in first')).toBeInTheDocument();
  });

  it('shows an organiser the totals, the registrations, the export and the results', async () => {
    const backend = await organiserBackend(3);
    renderConsolePiece(<OrganiserConsole signedOut={signedOut} worker={resultsHere} />, backend);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Organiser console' }),
    ).toBeInTheDocument();
    for (const name of ['Totals', 'Registrations', 'Export', 'Results']) {
      expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('heading', { name: 'No access' })).not.toBeInTheDocument();
  });
});
