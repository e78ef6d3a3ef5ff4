import { describeBackendConformance } from '@apex/auth-port/conformance';
import {
  describeError,
  EDITIONS,
  EMAIL_MAX_LENGTH,
  isSameEmail,
  PROFILE_PICTURE_MAX_BYTES,
  registrationNumberFromDigest,
  registrationNumberSource,
  SUBSCRIBES_PER_CALLER_PER_HOUR,
  USERNAME_MAX_LENGTH,
} from '@apex/core';
import { publicKeySet, statusReadingOf } from '@apex/core/credential';
import * as papers from '@apex/server/papers';
import { createMemoryBackend } from './createMemoryBackend.ts';
import { DEVELOPMENT_CREDENTIAL_KEY } from './developmentCredentialKey.ts';
import type { MemoryBackend } from './types.ts';

const googleAccount = {
  email: 'conformance.google@example.com',
  displayName: 'Conformance Google',
};
let latest: MemoryBackend | undefined;
/** The server's day in the suite: inside the 2024 registration window (1st Sep to 25th Oct). */
const IN_WINDOW = Date.parse('2024-09-15T12:00:00+05:30');
const DAY_MS = 86_400_000;
/** Noon in India on a day of the 2024 edition's Batch 1 (5th to 15th October). */
const IN_BATCH = Date.parse('2024-10-06T12:00:00+05:30');
/** Noon in India on the day between the two batches of 2024. */
const BETWEEN_BATCHES = Date.parse('2024-10-16T12:00:00+05:30');
/**
 * The editions as the memory "server" knows them for the built-in test: the 2024 edition with
 * every grade on it (the listed one keeps its external links; issue 40).
 */
const BUILT_IN_EDITIONS = EDITIONS.map((edition) => ({
  ...edition,
  tests: edition.tests.map(({ grade }) => ({ grade, delivery: { kind: 'built-in' as const } })),
}));

describeBackendConformance('memory', {
  createBackend: async () => {
    latest = createMemoryBackend({
      googleAccount,
      now: () => IN_WINDOW,
      papers,
      editions: BUILT_IN_EDITIONS,
    });
    return latest;
  },
  fetchBytes: async (url) => new Uint8Array(await (await fetch(url)).arrayBuffer()),
  googleAccount,
  describeError,
  maxPictureBytes: PROFILE_PICTURE_MAX_BYTES,
  passwordResetRecipients: async () => latest?.controls.outbox.map((mail) => mail.to) ?? [],
  storedSubscriptions: async () =>
    latest?.controls.subscriptions.map(({ email, topic, status }) => ({ email, topic, status })) ??
    [],
  subscribeCallerLimit: SUBSCRIBES_PER_CALLER_PER_HOUR,
  async followEmailChange(newEmail) {
    const mail = latest?.controls.emailChangeOutbox.findLast((sent) => sent.to === newEmail);
    if (mail === undefined || latest === undefined) throw new Error(`no mail to ${newEmail}`);
    await latest.controls.changeEmail(mail.code);
  },
  verificationRecipients: async () =>
    latest?.controls.verificationOutbox.map((mail) => mail.to) ?? [],
  async verifyEmail(email) {
    const mail = latest?.controls.verificationOutbox.findLast((sent) => sent.to === email);
    if (mail === undefined || latest === undefined) throw new Error(`no mail to ${email}`);
    await latest.controls.verifyEmail(mail.code);
  },
  async mailLanguage(kind, email) {
    const sent =
      kind === 'passwordReset' ? latest?.controls.outbox : latest?.controls.verificationOutbox;
    return sent?.findLast((mail) => mail.to === email.toLowerCase())?.language;
  },
  registrationEditionIds: EDITIONS.map((edition) => edition.id),
  // The platform's SHA-256, not the adapter's own, so the derivation is checked independently.
  async expectedRegistrationNumber(editionId, uid) {
    const source = new TextEncoder().encode(registrationNumberSource(editionId, uid));
    const digest = await crypto.subtle.digest('SHA-256', source);
    return registrationNumberFromDigest(new Uint8Array(digest));
  },
  storedRegistrations: async () =>
    latest?.controls.registrations.map(({ editionId, uid }) => ({ editionId, uid })) ?? [],
  async latestMail(to) {
    return latest?.controls.consentMail.findLast((mail) => isSameEmail(mail.to, to));
  },
  async advanceClock(ms) {
    latest?.controls.advanceClock(ms);
  },
  // The memory backend runs retention before every call, as the schedule would have by then.
  async runRetention() {},
  async consentLogOf(editionId, uid) {
    return (latest?.controls.consentLog ?? [])
      .filter((entry) => entry.editionId === editionId && entry.uid === uid)
      .map(({ kind, method }) => (method === undefined ? { kind } : { kind, method }));
  },
  async closeRegistrationWindow() {
    // From 15th September to 26th October 2024: the day after the window's last.
    latest?.controls.advanceClock(41 * DAY_MS);
  },
  profileLimits: { usernameMaxLength: USERNAME_MAX_LENGTH, emailMaxLength: EMAIL_MAX_LENGTH },
  samplePaper: papers.SAMPLE_PAPERS[2],
  builtInTest: {
    async openBatch() {
      latest?.controls.advanceClock(IN_BATCH - IN_WINDOW);
    },
    // The memory backend closes overdue attempts before every attempt call, as the schedule would.
    async closeOverdue() {},
    async closeBatch() {
      // From Batch 1 (5th to 15th October 2024) to the day between the batches.
      latest?.controls.advanceClock(BETWEEN_BATCHES - IN_BATCH);
    },
  },
  // A wallet's reading: the list the backend serves, checked against the key set memory builds
  // publish (the development key's public half).
  credentialStatus: (backend, credential) =>
    statusReadingOf(credential, publicKeySet({ keys: [DEVELOPMENT_CREDENTIAL_KEY] }), (url) =>
      backend.certificates.statusList(url),
    ),
  async grantOrganiser(email) {
    await latest?.controls.grantOrganiser(email);
  },
  async mailCount(to, kind) {
    return (
      latest?.controls.consentMail.filter((mail) => mail.kind === kind && isSameEmail(mail.to, to))
        .length ?? 0
    );
  },
});
