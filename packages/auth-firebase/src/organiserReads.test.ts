import type { OrganiserService, RegistrationQuery } from '@apex/auth-port';
import { inMemoryPersistence } from 'firebase/auth';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirebaseBackend, type FirebaseBackend } from './createFirebaseBackend.ts';
import { announceSkip, probeEmulator } from './rules/emulatorReachable.ts';
import {
  clearFirestore,
  type SeededRegistration,
  seedRegistrations,
  withoutTriggers,
} from './testing/consoleSeed.ts';
import { grantOrganiser, PROJECT_ID } from './testing/harness.ts';
import { billedReads, createReadCounter, type ReadStep } from './testing/readCounter.ts';

/**
 * The organiser console's reads on the real Firestore emulator (issue 41): with an edition of
 * registrations, opening the console, the next page, a search, a sort and the totals each read a
 * bounded number of documents (a page and one more; the totals none: count() aggregations),
 * whatever the edition's size; the export reads it in pages. CI seeds 1,000
 * (`test:emulators`); `APEX_CONSOLE_REGISTRATIONS=100000` measures the national size by hand
 * (docs/performance.md). The reads are counted from the REST answers (testing/readCounter.ts).
 */
const firestore = await probeEmulator('FIRESTORE_EMULATOR_HOST');
announceSkip('the organiser console’s reads', firestore);

const SIZE = Number(process.env.APEX_CONSOLE_REGISTRATIONS ?? 1000);
const EDITION = '2024';
const PAGE = 25;
const EXPORT_PAGE = 500;
/** At 100,000 the export alone takes minutes on the emulator. */
const STEP_TIMEOUT_MS = Math.max(60_000, SIZE * 6);
const counter = createReadCounter();
const server = setupServer(...counter.handlers);

describe.skipIf(firestore.address === null)(
  `the organiser console’s reads at ${SIZE.toLocaleString('en-GB')} registrations${firestore.skipReason === null ? '' : ` (skipped: ${firestore.skipReason})`}`,
  () => {
    const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '';
    const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '';
    let backend: FirebaseBackend;
    let service: OrganiserService;
    let seeded: SeededRegistration[] = [];
    const figures: string[] = [];

    /** Runs one step of the console, notes its reads, and gives them for the assertions. */
    async function step<T>(name: string, work: () => Promise<T>) {
      const { value, reads, ms } = await counter.measure(work);
      const figure = `| ${name} | ${reads.queries} | ${reads.aggregations.length} | ${reads.largestAnswer} | ${reads.documents} | ${billedReads(reads)} | ${Math.round(ms)} ms |`;
      // Printed at once too: at 100,000 a later step may outlast the run.
      console.log(figure);
      figures.push(figure);
      return { value, reads };
    }

    const firstPage: RegistrationQuery = { sort: 'number', direction: 'asc', pageSize: PAGE };
    const boundedPage = (reads: ReadStep) => {
      expect(reads.queries).toBe(1);
      expect(reads.documents).toBeLessThanOrEqual(PAGE + 1);
    };

    beforeAll(async () => {
      const started = performance.now();
      seeded = await withoutTriggers(() =>
        seedRegistrations(firestoreHost, PROJECT_ID, EDITION, SIZE),
      );
      console.log(
        `seeded ${SIZE} registrations in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      server.listen({ onUnhandledRequest: 'bypass' });
      backend = createFirebaseBackend({
        config: {
          apiKey: 'demo-api-key',
          authDomain: `${PROJECT_ID}.firebaseapp.com`,
          projectId: PROJECT_ID,
          appId: '1:000000000000:web:0000000000000000000000',
        },
        appName: 'organiser-reads',
        persistence: inMemoryPersistence,
        emulators: { auth: authHost, firestore: firestoreHost },
      });
      const email = `reads.${Date.now()}@example.com`;
      await backend.auth.createAccount(email, 'Organiser#123');
      await backend.auth.signOut();
      await grantOrganiser(`http://${authHost}`, email);
      await backend.auth.signIn(email, 'Organiser#123');
      service = backend.organiser;
    }, 1_800_000);

    afterAll(async () => {
      console.log(
        [
          `The console's reads at ${SIZE} registrations:`,
          '| Step | Queries | Counts | Largest answer | Documents read | Billed reads | Time |',
          '| --- | --- | --- | --- | --- | --- | --- |',
          ...figures,
        ].join('\n'),
      );
      server.close();
      await backend?.dispose();
      await withoutTriggers(() => clearFirestore(firestoreHost, PROJECT_ID));
    }, 600_000);

    it(
      'opens the console on a page and one more document',
      async () => {
        const { value: page, reads: pageReads } = await step('First page (by number)', () =>
          service.registrations(EDITION, firstPage),
        );
        expect(page.rows).toHaveLength(Math.min(PAGE, SIZE));
        boundedPage(pageReads);

        const { reads: progressReads } = await step('Publish progress', () =>
          service.publishProgress(EDITION),
        );
        expect(progressReads.documents).toBeLessThanOrEqual(1);
      },
      STEP_TIMEOUT_MS,
    );

    it(
      'reads a page and one more for the next page, a search, a sort and filters',
      async () => {
        const first = await service.registrations(EDITION, firstPage);
        const after = first.next ?? undefined;
        expect(after).toBeDefined();
        const { value: second, reads } = await step('Next page', () =>
          service.registrations(EDITION, {
            ...firstPage,
            ...(after === undefined ? {} : { after }),
          }),
        );
        expect(second.rows[0]?.registrationNumber).not.toBe(first.rows[0]?.registrationNumber);
        boundedPage(reads);

        const wanted = seeded[Math.floor(SIZE / 2)] ?? { uid: '', registrationNumber: '' };
        const { value: found, reads: numberReads } = await step('Search by number', () =>
          service.registrations(EDITION, { ...firstPage, search: wanted.registrationNumber }),
        );
        expect(found.rows.map((row) => row.uid)).toEqual([wanted.uid]);
        expect(numberReads.documents).toBe(1);

        const { reads: nameReads } = await step('Search by name ("a", most match)', () =>
          service.registrations(EDITION, { ...firstPage, search: 'a' }),
        );
        boundedPage(nameReads);

        const { reads: sortReads } = await step('Sort by name, descending', () =>
          service.registrations(EDITION, { ...firstPage, sort: 'name', direction: 'desc' }),
        );
        boundedPage(sortReads);

        const { reads: filterReads } = await step('Grade, state and status, by state', () =>
          service.registrations(EDITION, {
            ...firstPage,
            grade: 8,
            state: 'Maharashtra',
            status: 'confirmed',
            sort: 'state',
          }),
        );
        expect(filterReads.queries).toBe(1);
        expect(filterReads.documents).toBeLessThanOrEqual(PAGE + 1);
      },
      STEP_TIMEOUT_MS,
    );

    it(
      'exports in pages of 500, each document read once and one more per page',
      async () => {
        const { value: exported, reads } = await step(
          'Export (every page, by number)',
          async () => {
            let rows = 0;
            let after: string | undefined;
            do {
              const page = await service.registrations(EDITION, {
                sort: 'number',
                direction: 'asc',
                pageSize: EXPORT_PAGE,
                ...(after === undefined ? {} : { after }),
              });
              rows += page.rows.length;
              after = page.next ?? undefined;
            } while (after !== undefined);
            return rows;
          },
        );
        expect(exported).toBe(SIZE);
        expect(reads.largestAnswer).toBeLessThanOrEqual(EXPORT_PAGE + 1);
        expect(reads.queries).toBe(Math.max(1, Math.ceil(SIZE / EXPORT_PAGE)));
        expect(reads.documents).toBeLessThanOrEqual(SIZE + reads.queries);
      },
      STEP_TIMEOUT_MS,
    );

    // Last: the emulator's counts are slow (84 at once over 100,000 did not answer within
    // Node's five-minute limit, where Firestore counts index entries), and hold up what follows.
    it(
      'totals by counts alone, reading no document',
      async () => {
        const { value: totals, reads } = await step('Totals (all, by grade, by state)', () =>
          service.totals(EDITION),
        );
        expect(totals.registered).toBe(SIZE);
        expect(reads.queries).toBe(0);
        expect(reads.documents).toBe(0);
        // Two counts for the edition, two per grade and two per state: none grows with it.
        expect(reads.aggregations.length).toBeLessThanOrEqual(2 + 2 * 5 + 2 * 36);
      },
      STEP_TIMEOUT_MS,
    );
  },
);
