import { registrationNumberOf } from '@apex/core';
import { describe, expect, it } from 'vitest';
import { publishRowsOf } from './publishRows.ts';

const A = registrationNumberOf('2024', 'a');

describe('the rows a publish call carries', () => {
  it('are numbers and scores, nothing else', () => {
    expect(publishRowsOf([{ registrationNumber: A, scorePercent: 5, extra: 1 }])).toEqual([
      { registrationNumber: A, scorePercent: 5 },
    ]);
    expect(() => publishRowsOf('rows')).toThrow('rows is a list');
    expect(() => publishRowsOf([{ registrationNumber: A, scorePercent: '5' }])).toThrow('each row');
  });
});
