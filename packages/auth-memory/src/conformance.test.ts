import { describeBackendConformance } from '@apex/auth-port/conformance';
import { describeError, PROFILE_PICTURE_MAX_BYTES } from '@apex/core';
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
});
