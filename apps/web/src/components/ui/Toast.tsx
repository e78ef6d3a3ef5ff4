import { useEffect, useRef } from 'react';
import { useMessages } from '../../hooks/useMessages.ts';
import styles from './Toast.module.css';

export interface ToastProps {
  message: string;
  durationMs: number;
  onClose: () => void;
}

/** A brief confirmation that closes itself after `durationMs`, or sooner with its close button. */
export function Toast({ message, durationMs, onClose }: ToastProps) {
  const words = useMessages().layout;
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
        aria-label={words.closeNotification}
        onClick={onClose}
      >
        ×
      </button>
    </div>
  );
}
