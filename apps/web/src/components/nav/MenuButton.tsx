import type { Ref } from 'react';
import { useMessages } from '../../hooks/useMessages.ts';
import styles from './MenuButton.module.css';

export interface MenuButtonProps {
  open: boolean;
  controls: string;
  onToggle: () => void;
  className?: string | undefined;
  ref?: Ref<HTMLButtonElement>;
}

/** The hamburger: a real button that says what it controls and whether that is open. */
export function MenuButton({ open, controls, onToggle, className, ref }: MenuButtonProps) {
  const words = useMessages().layout;
  const classes = [styles.button, open ? styles.open : '', className].filter(Boolean).join(' ');
  return (
    <button
      ref={ref}
      type="button"
      className={classes}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={words.menu}
      onClick={onToggle}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <g fill="currentColor">
          <rect
            className={`${styles.line} ${styles.top}`}
            x="3"
            y="5"
            width="18"
            height="2"
            rx="1"
          />
          <rect
            className={`${styles.line} ${styles.middle}`}
            x="3"
            y="11"
            width="18"
            height="2"
            rx="1"
          />
          <rect
            className={`${styles.line} ${styles.bottom}`}
            x="3"
            y="17"
            width="18"
            height="2"
            rx="1"
          />
        </g>
      </svg>
    </button>
  );
}
