import { STATUS_LIST_ENTRIES } from '@apex/core';
import { describe, expect, it } from 'vitest';
import {
  drawStatusPositions,
  isIssuedStatusList,
  revokedIndexesOf,
  statusToRevoke,
  storedStatusOf,
} from './credentialStatus.ts';

describe('drawing status positions', () => {
  it('starts at 0, counts on from the stored counter, and never draws a bit twice', () => {
    const first = drawStatusPositions(undefined, 3);
    const second = drawStatusPositions(first.next, 2);

    expect(first.next).toBe(3);
    expect(second.next).toBe(5);
    const drawn = [...first.positions, ...second.positions].map(
      ({ list, index }) => `${list}:${index}`,
    );
    expect(new Set(drawn).size).toBe(5);
    expect(first.positions[0]).toEqual({ list: 1, index: 0 });
  });

  it('opens list 2 once list 1 is full', () => {
    const { positions } = drawStatusPositions(STATUS_LIST_ENTRIES - 1, 2);
    expect(positions.map((position) => position.list)).toEqual([1, 2]);
  });

  it('refuses a negative count, and reads a counter that is no number as 0', () => {
    expect(() => drawStatusPositions(0, -1)).toThrow(RangeError);
    expect(drawStatusPositions('7', 1).next).toBe(1);
  });
});

describe("a certificate's bit", () => {
  const status = { list: 1, index: 77 };

  it('is read from the stored certificate, and only when it is a position', () => {
    expect(storedStatusOf({ status })).toEqual(status);
    expect(storedStatusOf({ status: { list: 0, index: 1 } })).toBeNull();
    expect(storedStatusOf({ status: { list: 1, index: STATUS_LIST_ENTRIES } })).toBeNull();
    expect(storedStatusOf(undefined)).toBeNull();
  });

  it('is set when a standing certificate is taken back, not again once withdrawn', () => {
    expect(statusToRevoke({ status, withdrawnAt: null })).toEqual(status);
    expect(statusToRevoke({ withdrawnAt: new Date() })).toBeNull();
    expect(statusToRevoke({ withdrawnAt: null })).toBeNull();
  });
});

describe('a list', () => {
  it("keeps only the bits a list can hold from its document's revoked indexes", () => {
    expect(revokedIndexesOf({ revoked: [3, -1, 'x', STATUS_LIST_ENTRIES, 5.5, 9] })).toEqual([
      3, 9,
    ]);
    expect(revokedIndexesOf(undefined)).toEqual([]);
  });

  it('is served only once the counter reached it', () => {
    expect(isIssuedStatusList(1, undefined)).toBe(false);
    expect(isIssuedStatusList(1, 1)).toBe(true);
    expect(isIssuedStatusList(2, STATUS_LIST_ENTRIES)).toBe(false);
    expect(isIssuedStatusList(2, STATUS_LIST_ENTRIES + 1)).toBe(true);
  });
});
