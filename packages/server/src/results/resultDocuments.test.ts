import '@apex/core/all-catalogs';
import { registrationNumberOf } from '@apex/core';
import { describe, expect, it } from 'vitest';
import type { ConsentRegistration } from '../consent/registration.ts';
import {
  certificateOf,
  isWithdrawnCertificate,
  resultMailOf,
  resultsOf,
  sameResult,
  withdrawnCertificateOf,
} from './resultDocuments.ts';

const registration = (grade: number, confirmed = true): ConsentRegistration => ({
  candidateName: 'Asha Rao',
  grade,
  schoolName: 'KV 1',
  guardianName: 'Meera Rao',
  guardianEmail: 'meera@example.com',
  noticeVersion: 'v1',
  noticeLanguage: 'hi',
  guardianConfirmedAt: confirmed ? '1970-01-01T00:00:01Z' : null,
  guardianRequestedAt: null,
});

const A = registrationNumberOf('2024', 'a');
const B = registrationNumberOf('2024', 'b');
const C = registrationNumberOf('2024', 'c');
const W = registrationNumberOf('2024', 'w');
const registered = new Map([
  [A, { uid: 'a', registration: registration(7), showSchool: false }],
  [B, { uid: 'b', registration: registration(7), showSchool: true }],
  [C, { uid: 'c', registration: registration(8), showSchool: false }],
  [W, { uid: 'w', registration: registration(8, false), showSchool: false }],
]);
const EDITION = { id: '2024', name: 'October 2024' };

describe('the results of a publish', () => {
  it('rank each row in its own grade, with its achievement and prize eligibility', () => {
    const results = resultsOf(
      [
        { registrationNumber: A, scorePercent: 96.5 },
        { registrationNumber: B, scorePercent: 60 },
        { registrationNumber: C, scorePercent: 80 },
      ],
      registered,
    );
    expect(results?.map(({ uid, result }) => ({ uid, ...result }))).toEqual([
      {
        uid: 'a',
        registrationNumber: A,
        grade: 7,
        scorePercent: 96.5,
        percentileInGrade: 50,
        candidatesInGrade: 2,
        rankInGrade: 1,
        achievement: 'prize',
        prizeEligible: true,
      },
      {
        uid: 'b',
        registrationNumber: B,
        grade: 7,
        scorePercent: 60,
        percentileInGrade: 0,
        candidatesInGrade: 2,
        rankInGrade: 2,
        achievement: 'participation',
        prizeEligible: false,
      },
      {
        uid: 'c',
        registrationNumber: C,
        grade: 8,
        scorePercent: 80,
        percentileInGrade: 0,
        candidatesInGrade: 1,
        rankInGrade: 1,
        achievement: 'merit',
        prizeEligible: false,
      },
    ]);
  });

  it.each([
    ['an unknown number', [{ registrationNumber: 'ZZZZ-ZZZZ-ZZZZ', scorePercent: 50 }]],
    ['a guardian not confirmed', [{ registrationNumber: W, scorePercent: 50 }]],
    [
      'a repeated number',
      [
        { registrationNumber: A, scorePercent: 50 },
        { registrationNumber: A, scorePercent: 60 },
      ],
    ],
    ['a score over 100', [{ registrationNumber: A, scorePercent: 100.5 }]],
    ['a negative score', [{ registrationNumber: A, scorePercent: -1 }]],
  ])('are refused whole for %s', (_, rows) => {
    expect(resultsOf(rows, registered)).toBeNull();
  });

  it('keep two decimals, and take a number typed in lower case without its dashes', () => {
    const [result] =
      resultsOf(
        [{ registrationNumber: A.replace(/-/g, '').toLowerCase(), scorePercent: 12.345 }],
        registered,
      ) ?? [];
    expect(result?.result).toMatchObject({ registrationNumber: A, scorePercent: 12.35 });
  });

  it('are the same as stored only when every published field is', () => {
    const [first] = resultsOf([{ registrationNumber: A, scorePercent: 70 }], registered) ?? [];
    if (first === undefined) throw new Error('no result');
    const stored = { ...first.result, certificateId: 'x', publishedAt: new Date() };
    expect(sameResult(stored, first.result)).toBe(true);
    expect(sameResult({ ...stored, scorePercent: 71 }, first.result)).toBe(false);
    expect(sameResult({ ...stored, certificateId: undefined }, first.result)).toBe(false);
  });
});

describe('a certificate', () => {
  const result = {
    registrationNumber: A,
    grade: 7,
    scorePercent: 80,
    percentileInGrade: 50,
    candidatesInGrade: 12,
    rankInGrade: 3,
    achievement: 'merit' as const,
    prizeEligible: false,
    certificateId: 'abc',
  };

  it('holds public fields only, the school only when the guardian agreed', () => {
    const without = certificateOf(EDITION, registration(7), result, false, '2024-10-20', 'Apex');
    expect(without).toEqual({
      candidateName: 'Asha Rao',
      grade: 7,
      editionId: '2024',
      editionName: 'October 2024',
      achievement: 'merit',
      issuedOn: '2024-10-20',
      organiserName: 'Apex',
      withdrawnAt: null,
    });
    expect(
      certificateOf(EDITION, registration(7), result, true, '2024-10-20', 'Apex').schoolName,
    ).toBe('KV 1');
  });

  it('is linked in the mail, in the notice’s language, to its public page', () => {
    const mail = resultMailOf(registration(7), EDITION, result, 'https://apex.example');
    expect(mail).toMatchObject({ to: 'meera@example.com', kind: 'result', language: 'hi' });
    expect(mail.message.text).toContain('https://apex.example/hi/certificate/abc');
  });

  it('is a correction mail of its own kind when the published result changed (issue 38)', () => {
    const mail = resultMailOf(
      registration(7),
      EDITION,
      result,
      'https://apex.example',
      undefined,
      true,
    );
    expect(mail).toMatchObject({ kind: 'result-corrected', language: 'hi' });
    expect(mail.message.subject).toMatch(/^सुधार: /);
    expect(mail.message.text).toContain('https://apex.example/hi/certificate/abc');
  });

  it('tells the only candidate of a grade so, never "0%" (issue 42)', () => {
    const [only] = resultsOf([{ registrationNumber: C, scorePercent: 70 }], registered) ?? [];
    if (only === undefined) throw new Error('no result');
    const mail = resultMailOf(
      registration(7),
      EDITION,
      { ...only.result, certificateId: 'abc' },
      'https://apex.example',
    );
    expect(mail.message.text).toContain('इस कक्षा के अकेले परीक्षार्थी थे');
    expect(mail.message.text).not.toMatch(/\b0\s*%/);
  });
});

describe('a withdrawn certificate', () => {
  it('keeps nothing of the candidate: only when it stopped standing', () => {
    const withdrawn = withdrawnCertificateOf('2024-11-01T00:00:00.000Z');
    expect(withdrawn).toEqual({ withdrawnAt: '2024-11-01T00:00:00.000Z' });
    expect(isWithdrawnCertificate(withdrawn)).toBe(true);
  });

  it('is told from a standing one, and from none', () => {
    const standing = certificateOf(
      EDITION,
      registration(7),
      {
        registrationNumber: A,
        grade: 7,
        scorePercent: 50,
        percentileInGrade: 0,
        candidatesInGrade: 1,
        rankInGrade: 1,
        achievement: 'participation',
        prizeEligible: false,
        certificateId: 'x',
      },
      false,
      '2024-11-01',
      'Apex',
    );
    expect(isWithdrawnCertificate({ ...standing })).toBe(false);
    expect(isWithdrawnCertificate(undefined)).toBe(false);
  });
});
