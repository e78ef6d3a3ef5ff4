import { useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '../../hooks/useMessages.ts';
import styles from './exam.module.css';
import {
  clockText,
  type NoticeMinutes,
  noticeCrossed,
  type ServerClock,
  timeLeftMs,
} from './serverClock.ts';

export interface TimeLeftProps {
  readonly deadline: Date;
  readonly clock: ServerClock;
  /** Called once when no time is left. */
  readonly onExpired: () => void;
}

/**
 * The time left, from the server's deadline and clock (never the device's): shown every second,
 * in a timer nobody's screen reader reads aloud each second; the 10- and 5-minute marks are said
 * once, politely, and nothing moves focus (issue 40, WCAG 2.2.1 and 2.2.2).
 */
export function TimeLeft({ deadline, clock, onExpired }: TimeLeftProps) {
  const text = useMessages().examTest;
  const labelId = useId();
  const [left, setLeft] = useState(() => timeLeftMs(deadline, clock));
  const [notice, setNotice] = useState<NoticeMinutes | null>(null);
  const previous = useRef(left);
  const expired = useRef(false);
  const expiredCallback = useRef(onExpired);
  expiredCallback.current = onExpired;

  useEffect(() => {
    const tick = () => {
      const now = timeLeftMs(deadline, clock);
      const crossed = noticeCrossed(previous.current, now);
      previous.current = now;
      if (crossed !== null) setNotice(crossed);
      setLeft(now);
      if (now === 0 && !expired.current) {
        expired.current = true;
        expiredCallback.current();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [deadline, clock]);

  return (
    <div className={styles.time}>
      <span id={labelId}>{text.timeLeft}</span>{' '}
      <span role="timer" aria-labelledby={labelId} className={styles.clock} data-testid="time-left">
        {clockText(left)}
      </span>
      <p role="status" className={styles.notice}>
        {notice === null ? null : text.minutesLeft({ minutes: notice })}
      </p>
    </div>
  );
}
