import { describe, expect, it } from 'vitest';
import {
  mayBeGrantedOrganiser,
  organiserAuditEntry,
  organiserCallRefusal,
  publishAuditEntries,
} from './audit.ts';

describe('organiser access', () => {
  it('acts as an organiser only with the claim exactly true and no revocation mark', () => {
    expect(organiserCallRefusal({ organiserClaim: true, revoked: false }, '2024')).toBeNull();
    expect(organiserCallRefusal({ organiserClaim: true, revoked: true }, '2024')).toBe(
      'organiser/permission-denied',
    );
    expect(organiserCallRefusal({ organiserClaim: 'yes', revoked: false })).toBe(
      'organiser/permission-denied',
    );
    expect(organiserCallRefusal(null)).toBe('organiser/permission-denied');
    expect(organiserCallRefusal({ organiserClaim: true, revoked: false }, '1999')).toBe(
      'registration/unknown-edition',
    );
  });

  it('grants the role only to a verified address', () => {
    expect(mayBeGrantedOrganiser({ email: 'o@example.com', emailVerified: true })).toBe(true);
    expect(mayBeGrantedOrganiser({ email: 'o@example.com', emailVerified: false })).toBe(false);
    expect(mayBeGrantedOrganiser({ email: undefined, emailVerified: true })).toBe(false);
  });
});

describe('the audit entry', () => {
  it('records who, what and how many rows, null where an action has none', () => {
    expect(
      organiserAuditEntry({ action: 'export', actor: 'o@example.com', editionId: '2024', rows: 3 }),
    ).toEqual({
      action: 'export',
      actor: 'o@example.com',
      subject: null,
      editionId: '2024',
      rows: 3,
    });
    expect(
      organiserAuditEntry({ action: 'grant', actor: 'owner', subject: 'n@example.com' }),
    ).toMatchObject({ subject: 'n@example.com', editionId: null, rows: null });
    expect(() => organiserAuditEntry({ action: 'export', actor: 'o', rows: -1 })).toThrow(
      RangeError,
    );
  });

  it('logs a publish of its rows, and a correction of the results it changed', () => {
    expect(publishAuditEntries('o@example.com', '2024', 120, { published: 120 })).toEqual([
      expect.objectContaining({ action: 'publish', rows: 120 }),
    ]);
    expect(publishAuditEntries('o@example.com', '2024', 120, { corrected: 2 })).toEqual([
      expect.objectContaining({ action: 'publish', rows: 120 }),
      expect.objectContaining({ action: 'correction', rows: 2, actor: 'o@example.com' }),
    ]);
  });
});

describe("an attempt's change in the log", () => {
  it('records the reason and the minutes, and whose attempt by its registration number', () => {
    expect(
      organiserAuditEntry({
        action: 'extra-time',
        actor: 'o@example.com',
        subject: 'APX-1234',
        editionId: '2024',
        reason: 'Power cut at the centre',
        minutes: 10,
      }),
    ).toEqual({
      action: 'extra-time',
      actor: 'o@example.com',
      subject: 'APX-1234',
      editionId: '2024',
      rows: null,
      reason: 'Power cut at the centre',
      minutes: 10,
    });
    expect(organiserAuditEntry({ action: 'export', actor: 'o', rows: 1 })).not.toHaveProperty(
      'reason',
    );
  });
});
