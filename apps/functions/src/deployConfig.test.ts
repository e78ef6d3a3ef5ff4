import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import manifest from '../package.json' with { type: 'json' };
import { registrationDeleted, saveAnswers, startAttempt, submitAttempt } from './index.ts';
import { MAIL } from './paths.ts';

/** What Firebase reads at deploy, checked against what the functions write and need. */
const repoFile = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../../${name}`, import.meta.url)), 'utf8');

interface FirebaseJson {
  functions?: { source?: string; runtime?: string; predeploy?: string[]; ignore?: string[] }[];
  extensions?: Record<string, string>;
  firestore?: { indexes?: string };
}
interface IndexesJson {
  indexes?: {
    collectionGroup: string;
    queryScope: string;
    fields: { fieldPath: string; order?: string }[];
  }[];
  fieldOverrides?: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
}

const firebase = JSON.parse(repoFile('firebase.json')) as FirebaseJson;
const indexes = JSON.parse(repoFile('firestore.indexes.json')) as IndexesJson;

describe('the deploy configuration', () => {
  it('deploys the bundle, built first, on the Node the package is written for', () => {
    const [functions] = firebase.functions ?? [];
    expect(functions?.source).toBe('apps/functions/dist');
    expect(functions?.runtime).toBe(`nodejs${manifest.engines.node}`);
    expect(functions?.predeploy?.join(' ')).toContain('--filter @apex/functions build');
  });

  it("never uploads the emulators' secrets, and turns App Check off only in the emulators", () => {
    const [functions] = firebase.functions ?? [];
    expect(functions?.ignore).toContain('.secret.local');
    expect(repoFile('.gitignore')).toMatch(/^\.secret\.local$/m);
    expect(repoFile('apps/functions/.env.demo-apex')).toMatch(/^ENFORCE_APP_CHECK=false$/m);
  });

  it("declares the TTL backstop, on sent mail, guardian-mail counts, callers' counts and deleted-account marks", () => {
    expect(firebase.firestore?.indexes).toBe('firestore.indexes.json');
    const ttl = (indexes.fieldOverrides ?? []).filter((override) => override.ttl === true);
    expect(ttl.map(({ collectionGroup, fieldPath }) => `${collectionGroup}.${fieldPath}`)).toEqual([
      'registrations.deleteAt',
      'mail.expireAt',
      'guardianMailCounts.expireAt',
      'subscribeCallers.expireAt',
      'deletedAccounts.expireAt',
    ]);
  });

  it('has the index the scheduled close of overdue attempts queries by (issue 40)', () => {
    const attempts = (indexes.indexes ?? []).filter(
      (index) => index.collectionGroup === 'attempts' && index.queryScope === 'COLLECTION',
    );
    expect(attempts.map(({ fields }) => fields.map(({ fieldPath }) => fieldPath))).toContainEqual([
      'status',
      'deadline',
    ]);
  });

  it('has the Trigger Email extension send from the collection the functions write to', () => {
    expect(firebase.extensions?.['firestore-send-email']).toMatch(
      /^firebase\/firestore-send-email@\d+\.\d+\.\d+$/,
    );
    const env = repoFile('extensions/firestore-send-email.env');
    expect(env).toMatch(new RegExp(`^MAIL_COLLECTION=${MAIL}$`, 'm'));
    expect(env).toMatch(/^DATABASE_REGION=asia-south1$/m);
  });

  it("lets the test's callables scale past the global ten instances to carry a national batch (issue 40)", () => {
    for (const callable of [startAttempt, saveAnswers, submitAttempt]) {
      expect(Reflect.get(callable, '__endpoint')).toMatchObject({ maxInstances: 50 });
    }
  });

  it("retries the clean-up of a deleted registration's result and certificate until it succeeds (issue 38)", () => {
    const endpoint: unknown = Reflect.get(registrationDeleted, '__endpoint');
    expect(endpoint).toMatchObject({
      eventTrigger: {
        eventType: 'google.cloud.firestore.document.v1.deleted',
        retry: true,
      },
    });
  });
});
