import { registrationCsvHeader } from '@apex/core';
import { screen } from '@testing-library/react';
import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import {
  CONSOLE_EDITION_ID,
  organiserBackend,
  renderConsolePiece,
} from '../../../testing/organiserFixture.tsx';
import { ExportPanel } from './ExportPanel.tsx';

// FileReader: the test DOM's Blob has no text().
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(String(reader.result)));
    reader.readAsText(blob);
  });
}

describe('ExportPanel', () => {
  it('exports every registration, page by page, as CSV with the documented columns', async () => {
    // More than one of the port's largest pages, so the export follows a cursor.
    const backend = await organiserBackend(520);
    const save = vi.fn<(blob: Blob, fileName: string) => void>();
    const pages = vi.spyOn(backend.organiser, 'registrations');
    const { user } = renderConsolePiece(
      <ExportPanel editionId={CONSOLE_EDITION_ID} save={save} />,
      backend,
    );
    await user.click(screen.getByRole('button', { name: 'Export as CSV' }));
    expect(await screen.findByText('Exported 520 registrations.')).toBeInTheDocument();
    expect(pages).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenCalledOnce();
    const [blob, fileName] = save.mock.calls[0] ?? [];
    expect(fileName).toBe(`apex-${CONSOLE_EDITION_ID}-registrations.csv`);
    if (blob === undefined) throw new Error('nothing saved');
    const rows = Papa.parse<string[]>(await readText(blob), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(registrationCsvHeader());
    expect(rows).toHaveLength(521);
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(520);
  });

  it('says how many it exported, in the plural the catalog gives', async () => {
    const backend = await organiserBackend(1);
    const save = vi.fn<(blob: Blob, fileName: string) => void>();
    const { user } = renderConsolePiece(
      <ExportPanel editionId={CONSOLE_EDITION_ID} save={save} />,
      backend,
    );
    await user.click(screen.getByRole('button', { name: 'Export as CSV' }));
    expect(await screen.findByText('Exported 1 registration.')).toBeInTheDocument();
  });

  it('shows its progress and stops on Cancel without saving a file', async () => {
    const backend = await organiserBackend(10);
    const save = vi.fn<(blob: Blob, fileName: string) => void>();
    let release = () => {};
    const real = backend.organiser.registrations.bind(backend.organiser);
    vi.spyOn(backend.organiser, 'registrations').mockImplementationOnce(
      (...args) =>
        new Promise((resolve) => {
          release = () => resolve(real(...args));
        }),
    );
    const { user } = renderConsolePiece(
      <ExportPanel editionId={CONSOLE_EDITION_ID} save={save} />,
      backend,
    );
    await user.click(screen.getByRole('button', { name: 'Export as CSV' }));
    const bar = await screen.findByRole('progressbar', { name: 'Export progress' });
    expect(bar).toHaveAttribute('max', '10');
    expect(screen.getByRole('status')).toHaveTextContent('Exporting: 0 of 10 registrations');
    await user.click(screen.getByRole('button', { name: 'Cancel export' }));
    release();
    expect(await screen.findByText('The export was cancelled.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });
});
