import type { Backend } from '@apex/auth-port';
import { visitorNow } from '../clock/examClock.ts';
import { ORGANISER } from '../config/organiser.ts';
import { builtInTestSwitchedOn, siteEditions } from '../config/siteEditions.ts';
import { nextTask } from '../hydration/nextTask.ts';
import { firebaseEnvFromBuild, firebaseOptionsFrom } from './firebaseEnv.ts';
import { sampleSizeFrom } from './sampleData.ts';

/**
 * Loads the adapter's code and returns how to create it. Each is a dynamic import, so a memory
 * build ships no Firebase code and a Firebase build ships no memory code (Vite drops the branch
 * not taken).
 */
async function loadAdapter(): Promise<() => Backend> {
  if (import.meta.env.VITE_BACKEND === 'firebase') {
    const { createFirebaseBackend } = await import('@apex/auth-firebase');
    return () => createFirebaseBackend(firebaseOptionsFrom(firebaseEnvFromBuild()));
  }
  const { createMemoryBackend } = await import('@apex/auth-memory');
  const benchRegistrations = Number(import.meta.env.VITE_BENCH_REGISTRATIONS ?? 0);
  if (benchRegistrations > 0) {
    // The console benchmark's build (docs/performance.md): 100,000 registrations do not fit in
    // localStorage, so they live in memory, seeded once the backend exists.
    const { EDITIONS } = await import('@apex/core');
    return () => {
      const backend = createMemoryBackend({ seedDemoAccounts: true, now: visitorNow });
      void backend.controls.seedRegistrations(benchRegistrations, EDITIONS[0].id);
      return backend;
    };
  }
  // The memory "server" keeps the site's time: on the dev site a pretend day (`?today=`) opens
  // the registration window, dates the guardian's links and runs retention, as the real day would.
  // Certificates are issued in the organiser's legal name, as the functions do from their config.
  const sampleSize = import.meta.env.DEV ? sampleSizeFrom(location.search) : undefined;
  const { EDITIONS, examStatus } = await import('@apex/core');
  // The built-in test on the memory build (ADR 0183): the sample papers as the import stored them.
  const builtIn = builtInTestSwitchedOn()
    ? {
        editions: siteEditions(),
        storedPapers: (await import('@apex/auth-memory/sample-papers')).SAMPLE_STORED_PAPERS,
      }
    : {};
  return () => {
    const backend = createMemoryBackend({
      persist: 'localStorage',
      seedDemoAccounts: true,
      now: visitorNow,
      organiserName: ORGANISER.legalName,
      ...builtIn,
    });
    // The development site's sample data (issue 43): `?seed=300` fills the edition the console
    // shows today (the pretend day's, with `?today=`) with sample registrations.
    if (sampleSize !== undefined) {
      const edition = examStatus(EDITIONS, visitorNow()).edition;
      void backend.controls.seedSampleEdition(sampleSize, edition.id);
    }
    return backend;
  };
}

/**
 * The one module that picks an adapter. Evaluating the adapter's code and creating the backend
 * are each several milliseconds of work (Firebase's modules, then its app and auth); the account
 * pages start both while React is still hydrating, so they run in separate tasks rather than one
 * long one (docs/adr/0036-backend-loads-on-intent.md).
 */
export async function selectBackend(): Promise<Backend> {
  const create = await loadAdapter();
  await nextTask();
  return create();
}
