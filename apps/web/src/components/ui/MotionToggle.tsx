import styles from './MotionToggle.module.css';

export interface MotionToggleProps {
  /** Whether the motion is currently allowed to run. */
  playing: boolean;
  onToggle: () => void;
  /** The button's words, e.g. "Play slideshow" and "Pause slideshow", in the page's language. */
  playLabel: string;
  pauseLabel: string;
  className?: string | undefined;
}

/** The visible pause / play control every self-moving element needs (WCAG 2.2.2). */
export function MotionToggle({
  playing,
  onToggle,
  playLabel,
  pauseLabel,
  className,
}: MotionToggleProps) {
  const classes = [styles.toggle, className].filter(Boolean).join(' ');
  return (
    <button type="button" className={classes} onClick={onToggle}>
      <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        {playing ? (
          <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" fill="currentColor" />
        ) : (
          <path d="M4 2.5v11l9.5-5.5z" fill="currentColor" />
        )}
      </svg>
      {playing ? pauseLabel : playLabel}
    </button>
  );
}
