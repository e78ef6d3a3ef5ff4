import { describe, expect, it } from 'vitest';
import { REGISTRATION } from '../testing/registration.ts';
import { firstNameOf, guardianRequestDescription } from './guardianView.ts';

describe('the guardian page before an answer (issue 38)', () => {
  it('takes the first word of a name', () => {
    expect(firstNameOf('  Asha   Rao ')).toBe('Asha');
    expect(firstNameOf('आशा राव')).toBe('आशा');
    expect(firstNameOf('Madonna')).toBe('Madonna');
  });

  it('is sent the first name and grade, never the full name or the school', () => {
    const description = guardianRequestDescription({
      editionId: '2026',
      registration: REGISTRATION,
      registrantEmail: 'parent@example.com',
      expiresAt: new Date('2026-12-04T10:00:00Z'),
    });
    expect(description).toEqual({
      candidateFirstName: 'Asha',
      grade: REGISTRATION.grade,
      guardianName: REGISTRATION.guardianName,
      registrantEmail: 'parent@example.com',
      editionId: '2026',
      expiresAt: '2026-12-04T10:00:00.000Z',
      language: 'en',
    });
    expect(JSON.stringify(description)).not.toContain(REGISTRATION.schoolName);
    expect(JSON.stringify(description)).not.toContain(REGISTRATION.candidateName);
  });
});
