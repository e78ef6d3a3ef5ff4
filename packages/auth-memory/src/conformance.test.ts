import { describeBackendConformance } from '@apex/auth-port/conformance';
import {
  describeError,
  EDITIONS,
  EMAIL_MAX_LENGTH,
  PROFILE_PICTURE_MAX_BYTES,
  registrationNumberFromDigest,
  registrationNumberSource,
  USERNAME_MAX_LENGTH,
} from '@apex/core';
import { createMemoryBackend } from './createMemoryBackend.ts';
import type { MemoryBackend } from './types.ts';

const googleAccount = {
  email: 'conformance.google@example.com',
  displayName: 'Conformance Google',
};
let latest: MemoryBackend | undefined;

describeBackendConformance('memory', {
  createBackend: async () => {
    latest = createMemoryBackend({ googleAccount });
    return latest;
  },
  fetchBytes: async (url) => new Uint8Array(await (await fetch(url)).arrayBuffer()),
  googleAccount,
  describeError,
  maxPictureBytes: PROFILE_PICTURE_MAX_BYTES,
  passwordResetRecipients: async () => latest?.controls.outbox.map((mail) => mail.to) ?? [],
  storedSubscriptions: async () => latest?.controls.subscriptions ?? [],
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
  profileLimits: { usernameMaxLength: USERNAME_MAX_LENGTH, emailMaxLength: EMAIL_MAX_LENGTH },
});
