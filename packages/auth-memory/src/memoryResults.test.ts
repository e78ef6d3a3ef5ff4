import { isValidRegistrationDetails } from '@apex/core';
import { describe, expect, it } from 'vitest';
import { createMemoryBackend } from './createMemoryBackend.ts';
import { parseState, serializeState } from './persistence.ts';
import { emptyState } from './state.ts';

const IN_WINDOW = Date.parse('2024-09-15T12:00:00+05:30');
const ORGANISER = { email: 'organiser@example.com', password: 'Organiser@123' };

async function organiserBackend(count: number) {
  const backend = createMemoryBackend({ seedDemoAccounts: true, now: () => IN_WINDOW });
  await backend.controls.seedRegistrations(count, '2024');
  await backend.auth.signIn(ORGANISER.email, ORGANISER.password);
  return backend;
}

describe('the memory organiser', () => {
  it('seeds the organiser demo account with the role', async () => {
    const backend = createMemoryBackend({ seedDemoAccounts: true });

    const user = await backend.auth.signIn(ORGANISER.email, ORGANISER.password);

    expect(user.roles).toEqual(['organiser']);
    const other = await backend.auth.signIn('parent@example.com', 'Parent@123');
    expect(other.roles).toEqual([]);
  });

  it('seeds valid registrations of mixed grades, states and statuses', async () => {
    const backend = await organiserBackend(1000);

    const seeded = backend.controls.registrations;
    expect(seeded).toHaveLength(1000);
    expect(seeded.every((entry) => isValidRegistrationDetails({ ...entry.details }))).toBe(true);
    const totals = await backend.organiser.totals('2024');
    expect(totals.registered).toBe(1000);
    expect(totals.confirmed).toBe(800);
    expect(Object.keys(totals.byGrade)).toEqual(['6', '7', '8', '9', '10']);
    expect(Object.keys(totals.byState).length).toBeGreaterThan(20);
  });

  it('pages 1,000 registrations by grade, descending, each once and in order', async () => {
    const backend = await organiserBackend(1000);
    const seen: { grade: number; uid: string }[] = [];
    let after: string | undefined;
    do {
      const page = await backend.organiser.registrations('2024', {
        sort: 'grade',
        direction: 'desc',
        pageSize: 150,
        ...(after === undefined ? {} : { after }),
      });
      expect(page.rows.length).toBeLessThanOrEqual(150);
      seen.push(...page.rows.map((row) => ({ grade: row.grade, uid: row.uid })));
      after = page.next ?? undefined;
    } while (after !== undefined);

    expect(new Set(seen.map((row) => row.uid)).size).toBe(1000);
    const grades = seen.map((row) => row.grade);
    expect(grades).toEqual([...grades].sort((a, b) => b - a));
  });

  it('does not take a cursor to another query', async () => {
    const backend = await organiserBackend(20);
    const page = await backend.organiser.registrations('2024', {
      sort: 'name',
      direction: 'asc',
      pageSize: 5,
    });

    await expect(
      backend.organiser.registrations('2024', {
        sort: 'state',
        direction: 'asc',
        pageSize: 5,
        after: page.next ?? '',
      }),
    ).rejects.toMatchObject({ code: 'organiser/invalid-query' });
  });

  it('publishes in batches, shows the progress, and mails each guardian in their language', async () => {
    const backend = await organiserBackend(1200);
    const rows = backend.controls.registrations
      .filter((entry) => entry.guardianConfirmedAt !== null)
      .map((entry, index) => ({ uid: entry.uid, scorePercent: index % 101 }));
    const numbers = new Map<string, string>();
    let after: string | undefined;
    do {
      const page = await backend.organiser.registrations('2024', {
        sort: 'number',
        direction: 'asc',
        pageSize: 500,
        status: 'confirmed',
        ...(after === undefined ? {} : { after }),
      });
      for (const row of page.rows) numbers.set(row.uid, row.registrationNumber);
      after = page.next ?? undefined;
    } while (after !== undefined);

    const outcome = await backend.organiser.publishResults(
      '2024',
      rows.map((row) => ({
        registrationNumber: numbers.get(row.uid) ?? '',
        scorePercent: row.scorePercent,
      })),
    );

    expect(outcome).toMatchObject({ published: 960, certificates: 960, mailed: 960, added: 960 });
    expect(await backend.organiser.publishProgress('2024')).toMatchObject({
      total: 960,
      written: 960,
      status: 'done',
    });
    const mails = backend.controls.consentMail.filter((mail) => mail.kind === 'result');
    expect(mails).toHaveLength(960);
    expect(
      mails.some((mail) => mail.language === 'hi' && mail.link?.includes('/hi/certificate/')),
    ).toBe(true);
    // Each mail names the edition in its own language (issue 39): no "October 2024" in Hindi.
    const hindi = backend.controls.consentMail.filter((mail) => mail.language === 'hi');
    expect(hindi.length).toBeGreaterThan(0);
    for (const mail of hindi) {
      expect(`${mail.subject}\n${mail.text}`).not.toContain('October');
    }
    expect(hindi.find((mail) => mail.kind === 'result')?.subject).toContain('(अक्टूबर 2024)');
  });

  it('refuses a second publish while one is running, and takes one once it is done', async () => {
    const backend = await organiserBackend(20);
    const page = await backend.organiser.registrations('2024', {
      sort: 'number',
      direction: 'asc',
      pageSize: 20,
      status: 'confirmed',
    });
    const rows = page.rows.map((row) => ({
      registrationNumber: row.registrationNumber,
      scorePercent: 80,
    }));

    const first = backend.organiser.publishResults('2024', rows);
    const second = backend.organiser.publishResults('2024', rows);

    await expect(second).rejects.toMatchObject({ code: 'organiser/publish-running' });
    expect(await first).toMatchObject({ published: 16, added: 16, mailedNow: 16 });
    await expect(backend.organiser.publishResults('2024', rows)).resolves.toEqual({
      published: 16,
      certificates: 16,
      mailed: 16,
      added: 0,
      corrected: 0,
      unchanged: 16,
      mailedNow: 0,
    });
    expect(backend.controls.consentMail.filter((mail) => mail.kind === 'result')).toHaveLength(16);
  });
});

describe('stored results', () => {
  it('survive a reload, and state saved before them reads as none', () => {
    const state = {
      ...emptyState(),
      results: [
        {
          editionId: '2024',
          uid: 'u1',
          registrationNumber: '2345-6789-ABCDE',
          grade: 7,
          scorePercent: 80,
          percentileInGrade: 50,
          candidatesInGrade: 3,
          rankInGrade: 2,
          achievement: 'merit' as const,
          prizeEligible: false,
          certificateId: 'c1',
          publishedAt: '2024-11-01T00:00:00.000Z',
          mailedAt: null,
        },
      ],
      certificates: {
        c1: {
          id: 'c1',
          uid: 'u1',
          candidateName: 'Asha Rao',
          grade: 7,
          editionId: '2024',
          editionName: 'October 2024',
          achievement: 'merit' as const,
          issuedOn: '2024-11-01',
          organiserName: 'Apex Digital',
          withdrawnAt: null,
        },
      },
      publishRuns: {
        '2024': {
          total: 1,
          written: 1,
          status: 'done' as const,
          startedAt: '2024-11-01T00:00:00.000Z',
          finishedAt: null,
        },
      },
    };

    expect(parseState(serializeState(state))).toEqual(state);
    const saved = JSON.parse(serializeState(state));
    delete saved.results;
    delete saved.certificates;
    delete saved.publishRuns;
    expect(parseState(JSON.stringify(saved))).toMatchObject({
      results: [],
      certificates: {},
      publishRuns: {},
    });
  });
});
