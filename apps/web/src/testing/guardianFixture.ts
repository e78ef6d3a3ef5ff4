import type { MemoryBackend } from '@apex/auth-memory';
import { EDITION_2024 } from '@apex/core';
import axe from 'axe-core';
import { GRADE_8_DETAILS } from './registrationForm.ts';
import { backendWithAccount } from './testAccounts.ts';

/** The guardian's address in the fixtures: not the account's, so the registration awaits them. */
export const GUARDIAN_EMAIL = 'ravi.verma@example.com';

/** The token of the newest guardian link mailed to `to`. */
export function latestGuardianToken(backend: MemoryBackend, to = GUARDIAN_EMAIL): string {
  const link = backend.controls.consentMail.findLast((mail) => mail.to === to)?.link;
  const token = link === undefined ? null : new URL(link).searchParams.get('token');
  if (token === null) throw new Error(`no guardian link was mailed to ${to}`);
  return token;
}

/**
 * A verified account that registered the Grade 8 candidate with another guardian's address, then
 * signed out (the guardian has no account): the registration awaits them.
 */
export async function awaitingRegistration({ signedIn = false } = {}) {
  const { backend, user } = await backendWithAccount();
  await backend.registrations.save(user.uid, EDITION_2024.id, {
    ...GRADE_8_DETAILS,
    guardianEmail: GUARDIAN_EMAIL,
  });
  if (!signedIn) await backend.auth.signOut();
  return { backend, user, token: latestGuardianToken(backend) };
}

/** axe-core on the rendered page; contrast needs real layout, so the browser suite checks it. */
export async function axeViolations(): Promise<string[]> {
  const results = await axe.run(
    { include: [document.body] },
    { rules: { 'color-contrast': { enabled: false } } },
  );
  return results.violations.map(
    ({ id, nodes }) => `${id}: ${nodes.map((node) => node.html).join(' | ')}`,
  );
}
