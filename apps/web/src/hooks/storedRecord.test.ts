import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredRecord, writeStoredRecord } from './storedRecord.ts';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('stored records', () => {
  it('reads back an object written to either storage, and only from that one', () => {
    writeStoredRecord('sessionStorage', 'k', { a: 1, b: ['x'] });

    expect(readStoredRecord('sessionStorage', 'k')).toEqual({ a: 1, b: ['x'] });
    expect(readStoredRecord('localStorage', 'k')).toBeNull();
  });

  it('gives null for nothing kept, broken JSON, or JSON that is not an object', () => {
    expect(readStoredRecord('localStorage', 'none')).toBeNull();
    for (const text of ['{broken', 'null', '3', '"text"', '[1]']) {
      window.localStorage.setItem('k', text);
      expect(readStoredRecord('localStorage', 'k'), text).toBeNull();
    }
  });

  it('never throws when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });

    expect(() => writeStoredRecord('localStorage', 'k', { a: 1 })).not.toThrow();
    expect(readStoredRecord('localStorage', 'k')).toBeNull();
  });
});
