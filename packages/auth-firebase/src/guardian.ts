import type { GuardianRequest, GuardianService } from '@apex/auth-port';
import { isLocale } from '@apex/core';
import type { CallFunction } from './callables.ts';
import { backendErrorFor } from './errors.ts';

/** The description the `describeGuardianRequest` callable sends, checked before it is believed. */
function toGuardianRequest(data: unknown): GuardianRequest {
  if (typeof data !== 'object' || data === null) throw backendErrorFor('registration/unavailable');
  const fields = data as Record<string, unknown>;
  const text = (key: string) => (typeof fields[key] === 'string' ? fields[key] : null);
  const expiresAt = new Date(text('expiresAt') ?? Number.NaN);
  const language = fields.language;
  const candidateName = text('candidateName');
  const guardianName = text('guardianName');
  const registrantEmail = text('registrantEmail');
  const editionId = text('editionId');
  const schoolName = text('schoolName');
  const { grade } = fields;
  if (
    candidateName === null ||
    guardianName === null ||
    registrantEmail === null ||
    editionId === null ||
    schoolName === null ||
    typeof grade !== 'number' ||
    Number.isNaN(expiresAt.getTime()) ||
    !isLocale(language)
  ) {
    throw backendErrorFor('registration/unavailable');
  }
  return {
    candidateName,
    grade,
    guardianName,
    registrantEmail,
    editionId,
    schoolName,
    expiresAt,
    language,
  };
}

/**
 * The guardian's page on Firebase: the functions' callables (apps/functions), which need no
 * account. A token that cannot be one is refused here as unknown, without a call.
 */
export function createGuardianService(call: CallFunction): GuardianService {
  const answer = async (token: string, given: 'confirm' | 'decline') => {
    if (token === '') throw backendErrorFor('guardian/link-unknown');
    await call('answerGuardianRequest', { token, answer: given }, 'registration/unavailable');
  };
  return {
    async describe(token) {
      if (token === '') throw backendErrorFor('guardian/link-unknown');
      return toGuardianRequest(
        await call('describeGuardianRequest', { token }, 'registration/unavailable'),
      );
    },
    confirm: (token) => answer(token, 'confirm'),
    decline: (token) => answer(token, 'decline'),
  };
}
