import { describe, expect, it } from 'vitest';
import { AGENCY } from './agency.ts';

describe('AGENCY', () => {
  it('says plainly who it is and what it does: the agency by name, what it builds, and the exam', () => {
    expect(AGENCY.description).toMatch(
      new RegExp(`^${AGENCY.name} is a digital services agency: `),
    );
    expect(AGENCY.description).toMatch(/we build apps, websites and campaigns for brands/);
    expect(AGENCY.description).toMatch(/we run the Apex exam\.$/);
    expect(AGENCY.description).not.toMatch(/digital solution|relating people/);
  });

  it('has contact addresses that are email addresses', () => {
    expect(AGENCY.supportEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(AGENCY.appointmentsEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
  });

  it('links Facebook, Instagram and a working X (Twitter) profile over https', () => {
    expect(Object.keys(AGENCY.social)).toEqual(['facebook', 'instagram', 'x']);
    for (const url of Object.values(AGENCY.social)) {
      expect(new URL(url).protocol).toBe('https:');
    }
  });
});
