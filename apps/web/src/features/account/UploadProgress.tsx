import { useId } from 'react';
import { useMessages } from '../../hooks/useMessages.ts';
import styles from './UploadProgress.module.css';

/** The picture's way up: a labelled bar, the percentage in words, and a Cancel that stops it. */
export function UploadProgress({ percent, onCancel }: { percent: number; onCancel: () => void }) {
  const words = useMessages();
  const labelId = useId();
  return (
    <div className={styles.progress}>
      <span id={labelId} className={styles.text}>
        {words.status.uploading({ percent: percent })}
      </span>
      <progress className={styles.bar} max={100} value={percent} aria-labelledby={labelId} />
      <button type="button" className={styles.cancel} onClick={onCancel}>
        {words.account.cancelUpload}
      </button>
    </div>
  );
}
