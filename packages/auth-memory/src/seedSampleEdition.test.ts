import { isStanding } from '@apex/auth-port';
import { EDITIONS, guardianStatusOf } from '@apex/core';
import { describe, expect, it } from 'vitest';
import { createMemoryBackend } from './createMemoryBackend.ts';

const EDITION = EDITIONS[0].id;
const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN = /[A-Za-z]/;

describe('controls.seedSampleEdition', () => {
  it('fills an edition with a realistic mix: grades, states, both scripts, awaiting and confirmed, some with results', async () => {
    const backend = createMemoryBackend({ now: () => Date.parse('2024-09-15T12:00:00+05:30') });

    await backend.controls.seedSampleEdition(300, EDITION);

    const registrations = backend.controls.registrations;
    expect(registrations).toHaveLength(300);
    const names = registrations.map((record) => record.details.candidateName);
    const devanagari = names.filter((name) => DEVANAGARI.test(name));
    expect(devanagari.length).toBeGreaterThan(30);
    // Every Devanagari first name of the lists occurs, so searching one finds some.
    expect(new Set(devanagari.map((name) => name.split(' ')[0])).size).toBe(10);
    // A name is written in one script, never half and half.
    for (const name of names) expect(DEVANAGARI.test(name) && LATIN.test(name)).toBe(false);
    expect(new Set(registrations.map((record) => record.details.grade)).size).toBeGreaterThan(3);
    expect(new Set(registrations.map((record) => record.details.schoolState)).size).toBeGreaterThan(
      10,
    );
    const statuses = registrations.map((record) => guardianStatusOf(record));
    expect(statuses.filter((status) => status === 'awaiting-guardian').length).toBe(60);
    expect(new Set(registrations.map((record) => record.guardianMethod))).toEqual(
      new Set([null, 'account-email', 'guardian-email']),
    );
    // Every fourth confirmed one has a result, whose certificate anyone may open.
    const certificate = await backend.certificates.read('sample-seed-1');
    if (!isStanding(certificate)) throw new Error('the sample certificate does not stand');
    expect(certificate.candidateName).toBe(registrations[1]?.details.candidateName);
    expect(await backend.certificates.read('sample-seed-2')).toBeNull();
  });

  it('adds nothing the second time, and sends no mail', async () => {
    const backend = createMemoryBackend({ now: () => Date.parse('2024-09-15T12:00:00+05:30') });

    await backend.controls.seedSampleEdition(120, EDITION);
    await backend.controls.seedSampleEdition(120, EDITION);

    expect(backend.controls.registrations).toHaveLength(120);
    expect(backend.controls.mailbox).toEqual([]);
  });
});
