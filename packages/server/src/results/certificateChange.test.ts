import { describe, expect, it } from 'vitest';
import { certificateChange } from './publish.ts';

describe('what a written result does to certificates (issue 38)', () => {
  it('issues a new result a certificate, retiring none', () => {
    expect(certificateChange({ certificateId: null }, undefined)).toEqual({
      issue: true,
      retire: null,
    });
  });

  it('issues a corrected result a new certificate and retires the old one', () => {
    const standing = { candidateName: 'Asha Rao', withdrawnAt: null };
    expect(certificateChange({ certificateId: 'old' }, standing)).toEqual({
      issue: true,
      retire: 'old',
    });
  });

  it('issues nothing for a certificate the family withdrew: the correction never names them again', () => {
    expect(certificateChange({ certificateId: 'old' }, { withdrawnAt: '2026-11-01' })).toEqual({
      issue: false,
      retire: null,
    });
  });

  it('issues a certificate, retiring nothing, when the stored one is gone', () => {
    expect(certificateChange({ certificateId: 'old' }, undefined)).toEqual({
      issue: true,
      retire: null,
    });
  });
});
