import { describe, expect, it } from 'vitest';
import { AGENCY } from './agency.ts';

describe('AGENCY', () => {
  it('describes itself as the spec does', () => {
    expect(AGENCY.description).toBe(
      'A digital solution for a product agency, relating people with products and other services.',
    );
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
