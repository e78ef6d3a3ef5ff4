import { describe, expect, it } from 'vitest';
import { createMemoryBackend } from './createMemoryBackend.ts';
import { parseState, serializeState } from './persistence.ts';
import { emptyState } from './state.ts';

const IN_WINDOW = Date.parse('2024-09-15T12:00:00+05:30');
const ORGANISER = { email: 'organiser@example.com', password: 'Organiser@123' };

describe('the memory audit log', () => {
  it('logs a publish with who, the edition and its rows, at the server’s time', async () => {
    const backend = createMemoryBackend({ seedDemoAccounts: true, now: () => IN_WINDOW });
    await backend.controls.seedRegistrations(5, '2024');
    await backend.auth.signIn(ORGANISER.email, ORGANISER.password);
    const page = await backend.organiser.registrations('2024', {
      sort: 'number',
      direction: 'asc',
      pageSize: 10,
      status: 'confirmed',
    });
    const rows = page.rows.map((row) => ({
      registrationNumber: row.registrationNumber,
      scorePercent: 60,
    }));

    await backend.organiser.publishResults('2024', rows);

    const log = await backend.organiser.auditLog({ pageSize: 10 });
    expect(log.entries).toEqual([
      expect.objectContaining({
        action: 'publish',
        actor: ORGANISER.email,
        editionId: '2024',
        rows: rows.length,
        at: new Date(IN_WINDOW),
      }),
    ]);
  });

  it('keeps the log through storage, and reads stored state from before it as an empty log', () => {
    const state = emptyState();
    state.organiserAudit.push({
      id: 'entry-1',
      at: new Date(IN_WINDOW).toISOString(),
      action: 'export',
      actor: ORGANISER.email,
      subject: null,
      editionId: '2024',
      rows: 4,
    });

    expect(parseState(serializeState(state))).toEqual(state);
    const saved = JSON.parse(serializeState(state));
    delete saved.organiserAudit;
    expect(parseState(JSON.stringify(saved))).toMatchObject({ organiserAudit: [] });
  });
});
