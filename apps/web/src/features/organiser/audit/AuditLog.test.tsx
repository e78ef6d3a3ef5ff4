import type { MemoryBackend } from '@apex/auth-memory';
import { type Locale, messagesFor } from '@apex/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LocaleContext } from '../../../hooks/LocaleContext.ts';
import { axeViolations } from '../../../testing/guardianFixture.ts';
import {
  CONSOLE_EDITION_ID,
  ORGANISER_EMAIL,
  organiserBackend,
  renderConsolePiece,
} from '../../../testing/organiserFixture.tsx';
import { ExportPanel } from '../export/ExportPanel.tsx';
import { AUDIT_PAGE_SIZE, AuditLog } from './AuditLog.tsx';

function renderLog(backend: MemoryBackend, locale: Locale = 'en') {
  return renderConsolePiece(
    <LocaleContext value={locale}>
      <AuditLog />
    </LocaleContext>,
    backend,
  );
}

describe('AuditLog', () => {
  it('shows an export the console made, with who, what and how many rows', async () => {
    const backend = await organiserBackend(12);
    const { user } = renderConsolePiece(
      <>
        <ExportPanel editionId={CONSOLE_EDITION_ID} save={vi.fn()} />
        <AuditLog />
      </>,
      backend,
    );
    expect(await screen.findByText('Nothing has been recorded yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export as CSV' }));
    expect(await screen.findByText('Exported 12 registrations.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh the log' }));

    const table = await screen.findByRole('table', { name: 'Activity log, newest first' });
    const [, row] = within(table).getAllByRole('row');
    if (row === undefined) throw new Error('no entry');
    expect(within(row).getByText(ORGANISER_EMAIL)).toBeInTheDocument();
    expect(
      within(row).getByText(`Exported the registrations of ${CONSOLE_EDITION_ID}`),
    ).toBeInTheDocument();
    expect(within(row).getByText('12')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('lists newest first, a page at a time, with older entries on request', async () => {
    const backend = await organiserBackend(1);
    for (let rows = 1; rows <= AUDIT_PAGE_SIZE + 2; rows += 1) {
      await backend.organiser.recordExport(CONSOLE_EDITION_ID, rows);
    }
    const { user } = renderLog(backend);

    const table = await screen.findByRole('table');
    const firstCells = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.lastElementChild?.textContent);
    expect(firstCells()).toHaveLength(AUDIT_PAGE_SIZE);
    expect(firstCells()[0]).toBe(String(AUDIT_PAGE_SIZE + 2));
    expect(screen.getByRole('status')).toHaveTextContent(`Showing ${AUDIT_PAGE_SIZE} entries.`);

    await user.click(screen.getByRole('button', { name: 'Show older entries' }));

    expect(await screen.findByText(`Showing ${AUDIT_PAGE_SIZE + 2} entries.`)).toBeInTheDocument();
    expect(firstCells().slice(-2)).toEqual(['2', '1']);
    expect(screen.queryByRole('button', { name: 'Show older entries' })).toBeNull();
  });

  it('speaks Hindi on a Hindi page, and is axe clean there', async () => {
    const backend = await organiserBackend(1);
    await backend.organiser.recordExport(CONSOLE_EDITION_ID, 3);
    const hi = messagesFor('hi').organiserAudit;
    renderLog(backend, 'hi');

    expect(await screen.findByRole('heading', { name: hi.heading })).toBeInTheDocument();
    expect(
      await screen.findByText(hi.actions.export({ edition: CONSOLE_EDITION_ID })),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: hi.columnWho })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('says plainly when the log cannot be loaded, and loads it on Refresh', async () => {
    const backend = await organiserBackend(1);
    await backend.organiser.recordExport(CONSOLE_EDITION_ID, 4);
    vi.spyOn(backend.organiser, 'auditLog').mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderLog(backend);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the activity log. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Refresh the log' }));

    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
