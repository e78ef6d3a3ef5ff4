import { describeBackendConformance } from '@apex/auth-port/conformance';
import {
  describeError,
  EMAIL_MAX_LENGTH,
  PROFILE_PICTURE_MAX_BYTES,
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
  profileLimits: { usernameMaxLength: USERNAME_MAX_LENGTH, emailMaxLength: EMAIL_MAX_LENGTH },
});
