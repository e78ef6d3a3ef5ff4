import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServerClock } from './serverClock.ts';
import { TimeLeft } from './TimeLeft.tsx';

const SERVER = new Date('2024-10-06T06:30:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function renderWith(minutesLeft: number, onExpired = () => {}) {
  const clock = createServerClock(SERVER);
  const deadline = new Date(SERVER.getTime() + minutesLeft * 60_000);
  render(<TimeLeft deadline={deadline} clock={clock} onExpired={onExpired} />);
}

describe('TimeLeft', () => {
  it('shows minutes and seconds in a timer, and says 10 minutes left once, politely', () => {
    renderWith(10 + 2 / 60);
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('10:02');
    expect(screen.getByRole('status')).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('status')).toHaveTextContent('10 minutes left');
    expect(screen.getByRole('timer')).toHaveTextContent('9:59');
    // The status does not change again each second.
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('10 minutes left');
  });

  it('moves the time left by the monotonic clock, not the device clock', () => {
    renderWith(20);
    act(() => {
      vi.setSystemTime(Date.now() - 3_600_000);
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('19:58');
  });

  it('says when the time has run out, once', () => {
    const expired = vi.fn();
    renderWith(1 / 60, expired);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('timer')).toHaveTextContent('0:00');
    expect(expired).toHaveBeenCalledTimes(1);
  });
});
