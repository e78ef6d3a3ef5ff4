import { useEffect, useRef } from 'react';
import styles from './Toast.module.css';

export interface ToastProps {
  message: string;
  durationMs: number;
  onClose: () => void;
}

/** A brief confirmation that closes itself after `durationMs`, or sooner with its close button. */
export function Toast({ message, durationMs, onClose }: ToastProps) {
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const timer = setTimeout(() => close.current(), durationMs);
    return () => clearTimeout(timer);
  }, [durationMs]);

  return (
    <div className={styles.toast}>
      <p className={styles.message}>{message}</p>
      <button
        type="button"
        className={styles.close}
        aria-label="Close notification"
        onClick={onClose}
      >
        ×
      </button>
    </div>
  );
}
