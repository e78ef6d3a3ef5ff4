import { useState } from 'react';
import styles from './Avatar.module.css';

export interface AvatarProps {
  /** Image URLs to try in order; the next is tried when one fails to load. */
  sources: readonly string[];
  /** Shown in a grey circle when no image loads. */
  letter: string;
}

/** A decorative round picture: the button around it carries the accessible name. */
export function Avatar({ sources, letter }: AvatarProps) {
  const key = sources.join('\n');
  const [failed, setFailed] = useState<{ key: string; count: number }>({ key, count: 0 });
  // A new list of sources (say, a new profile picture) starts again from the first.
  const failedCount = failed.key === key ? failed.count : 0;
  const source = sources[failedCount];

  if (source === undefined) {
    return (
      <span className={styles.letter} aria-hidden="true" data-testid="avatar-letter">
        {letter}
      </span>
    );
  }
  return (
    <img
      className={styles.image}
      src={source}
      alt=""
      width={40}
      height={40}
      referrerPolicy="no-referrer"
      onError={() => setFailed({ key, count: failedCount + 1 })}
    />
  );
}
