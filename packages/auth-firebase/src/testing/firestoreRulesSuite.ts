import type * as RulesUnitTesting from '@firebase/rules-unit-testing';
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type firebaseCompat from 'firebase/compat/app';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { HostAndPort } from '../options.ts';
import { openWindows, withWindows } from '../rules/registrationWindows.ts';
import { RULES_PROJECT_ID, readRepoFile } from '../rules/rulesFiles.ts';

/** A client's Firestore in a rules test (the compat SDK's, as the rules-unit-testing library gives). */
export type RulesFirestore = ReturnType<RulesTestContext['firestore']>;

type Assertion = (request: Promise<unknown>) => Promise<unknown>;

/** What a Firestore rules suite's tests use; each is ready once the suite's `beforeAll` has run. */
export interface FirestoreRulesSuite {
  /** The emulator's test environment, for a caller with other claims. */
  readonly env: () => RulesTestEnvironment;
  readonly assertSucceeds: Assertion;
  readonly assertFails: Assertion;
  /** A verified, signed-in caller, with the organiser claim when asked; null: signed out. */
  readonly as: (uid: string | null, organiser?: boolean) => RulesTestContext;
  /** Writes as the server does (the functions' Admin SDK), past the rules. */
  readonly seed: (write: (db: RulesFirestore) => Promise<void>) => Promise<void>;
  /** The field values a client sends: the server's time, a time, a field's removal. */
  readonly serverTimestamp: () => unknown;
  readonly timestampOf: (millis: number) => unknown;
  readonly deleteField: () => unknown;
}

/** firestore.rules with every edition's registration window open now (as the real ones are made). */
const rulesWithOpenWindows = () =>
  withWindows(readRepoFile('firestore.rules'), openWindows(Date.now()));

/**
 * The setup every Firestore rules suite shares, called inside its `describe`: the real emulator's
 * rules engine at `address` loaded with `rules` (by default firestore.rules with the windows
 * open), emptied after each test and let go after the suite. The libraries load in `beforeAll`,
 * so a suite skipped for want of the emulator loads none of them.
 */
export function firestoreRulesSuite(
  address: HostAndPort | null,
  rules: () => string = rulesWithOpenWindows,
): FirestoreRulesSuite {
  let testEnv: RulesTestEnvironment | undefined;
  let rut: typeof RulesUnitTesting | undefined;
  let firebase: typeof firebaseCompat | undefined;

  function loaded<T>(value: T | undefined): T {
    if (value === undefined) throw new Error('The rules suite is used before its beforeAll ran.');
    return value;
  }
  const env = () => loaded(testEnv);

  beforeAll(async () => {
    rut = await import('@firebase/rules-unit-testing');
    firebase = (await import('firebase/compat/app')).default;
    await import('firebase/compat/firestore');
    testEnv = await rut.initializeTestEnvironment({
      projectId: RULES_PROJECT_ID,
      firestore: { rules: rules(), ...address },
    });
  });
  afterEach(() => env().clearFirestore());
  afterAll(() => env().cleanup());

  return {
    env,
    assertSucceeds: (request) => loaded(rut).assertSucceeds(request),
    assertFails: (request) => loaded(rut).assertFails(request),
    as: (uid, organiser = false) =>
      uid === null
        ? env().unauthenticatedContext()
        : env().authenticatedContext(uid, {
            email_verified: true,
            ...(organiser ? { organiser: true } : {}),
          }),
    seed: (write) => env().withSecurityRulesDisabled((context) => write(context.firestore())),
    serverTimestamp: () => loaded(firebase).firestore.FieldValue.serverTimestamp(),
    timestampOf: (millis) => loaded(firebase).firestore.Timestamp.fromMillis(millis),
    deleteField: () => loaded(firebase).firestore.FieldValue.delete(),
  };
}
