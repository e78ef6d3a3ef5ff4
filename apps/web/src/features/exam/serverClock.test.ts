import { describe, expect, it } from 'vitest';
import { clockText, createServerClock, noticeCrossed, timeLeftMs } from './serverClock.ts';

function monotonic() {
  let now = 1_000;
  return { read: () => now, advance: (ms: number) => (now += ms) };
}

const SERVER = new Date('2024-10-06T06:30:00Z');
const DEADLINE = new Date(SERVER.getTime() + 40 * 60_000);

describe('the server clock', () => {
  it('counts time left from the server’s time and the monotonic clock, not the device’s clock', () => {
    const mono = monotonic();
    const clock = createServerClock(SERVER, mono.read);
    mono.advance(60_000);
    const realNow = Date.now;
    // A device clock moved an hour back is not read at all.
    Date.now = () => realNow() - 3_600_000;
    try {
      expect(timeLeftMs(DEADLINE, clock)).toBe(39 * 60_000);
    } finally {
      Date.now = realNow;
    }
  });

  it('takes each answer’s server time at the midpoint of its round trip', () => {
    const mono = monotonic();
    const clock = createServerClock(SERVER, mono.read);
    const sentAt = mono.read();
    mono.advance(400);
    clock.sync(new Date(SERVER.getTime() + 10_000), sentAt);
    expect(clock.now()).toBe(SERVER.getTime() + 10_200);
  });

  it('never says less than nothing is left', () => {
    const mono = monotonic();
    const clock = createServerClock(SERVER, mono.read);
    mono.advance(41 * 60_000);
    expect(timeLeftMs(DEADLINE, clock)).toBe(0);
  });
});

describe('the notices', () => {
  it('come once at 10 and at 5 minutes, and not on any other second', () => {
    expect(noticeCrossed(600_001, 600_000)).toBe(10);
    expect(noticeCrossed(600_000, 599_000)).toBeNull();
    expect(noticeCrossed(300_500, 299_500)).toBe(5);
    expect(noticeCrossed(400_000, 399_000)).toBeNull();
  });

  it('say only the smaller mark when both are crossed at once (a page woken late)', () => {
    expect(noticeCrossed(700_000, 200_000)).toBe(5);
  });
});

describe('the time left as text', () => {
  it('is minutes and seconds, rounded up', () => {
    expect(clockText(40 * 60_000)).toBe('40:00');
    expect(clockText(61_001)).toBe('1:02');
    expect(clockText(1)).toBe('0:01');
    expect(clockText(0)).toBe('0:00');
  });
});
