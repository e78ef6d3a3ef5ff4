import { FunctionsError } from 'firebase/functions';
import { describe, expect, it } from 'vitest';
import { callableError } from './callables.ts';
import { decodeCursor, encodeCursor, searchTermOf } from './organiser.ts';

describe('the organiser console’s queries on Firebase', () => {
  it('give back, from a cursor, the sort value and document id it was made of', () => {
    expect(decodeCursor(encodeCursor('आशा राव', 'uid-1'))).toEqual(['आशा राव', 'uid-1']);
    expect(decodeCursor(encodeCursor(7, 'uid-2'))).toEqual([7, 'uid-2']);
  });

  it.each(['not-a-cursor', btoa('{"a":1}'), btoa('[1,2]'), ''])(
    'refuse a cursor they did not make (%s) as an invalid query',
    (cursor) => {
      expect(() => decodeCursor(cursor)).toThrow(
        expect.objectContaining({ code: 'organiser/invalid-query' }),
      );
    },
  );

  it('search as the server stores: lower case, one space between words', () => {
    expect(searchTermOf('  Asha   RAO ')).toBe('asha rao');
    expect(searchTermOf('ABCD-EFGH-JKLM')).toBe('abcd-efgh-jklm');
  });
});

describe('the publish callable’s refusals', () => {
  it('pass a publish already running as organiser/publish-running, not as a failure', () => {
    // apps/functions answers failed-precondition with the port's code in `details`.
    const refusal = new FunctionsError('failed-precondition', 'organiser/publish-running', {
      code: 'organiser/publish-running',
    });
    expect(callableError('publishResults', refusal, 'organiser/unavailable').code).toBe(
      'organiser/publish-running',
    );
  });
});
