import { checkProfilePicture, messagesFor } from '@apex/core';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import fieldStyles from './fields.module.css';
import styles from './PictureInput.module.css';
import { readPreview } from './readPreview.ts';

export interface PictureInputProps {
  /** The picture saved now, shown until another is chosen. */
  currentPicture: string | undefined;
  chosen: File | null;
  onChoose: (file: File | null) => void;
  disabled: boolean;
}

/** Images only, at most 5 MB, previewed before upload. A refused file leaves the choice as it was. */
export function PictureInput({ currentPicture, chosen, onChoose, disabled }: PictureInputProps) {
  const account = useMessages().account;
  const ids = useId();
  const locale = useLocale();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!chosen) {
      setPreview(null);
      return;
    }
    let active = true;
    readPreview(chosen).then(
      (url) => {
        if (active) setPreview(url);
      },
      () => {
        if (active) setPreview(null);
      },
    );
    return () => {
      active = false;
    };
  }, [chosen]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const refused = checkProfilePicture(file, locale);
    setRefusal(refused);
    if (refused) {
      // Lets the same file be chosen again after the message is read.
      event.target.value = '';
      return;
    }
    onChoose(file);
  };

  const shown = preview ?? currentPicture;
  const describedBy = [`${ids}-hint`, refusal ? `${ids}-refusal` : null].filter(Boolean).join(' ');

  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={`${ids}-input`}>
        {account.profilePicture}
      </label>
      <div className={styles.row}>
        {shown ? (
          <img
            className={styles.picture}
            src={shown}
            alt={preview ? account.previewPicture : account.currentPicture}
            width={96}
            height={96}
          />
        ) : (
          <span className={styles.empty} aria-hidden="true" />
        )}
        <div className={styles.controls}>
          <input
            id={`${ids}-input`}
            className={styles.input}
            type="file"
            accept="image/*"
            onChange={choose}
            disabled={disabled}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={describedBy}
          />
          <p id={`${ids}-hint`} className={fieldStyles.hint}>
            {messagesFor(locale).hints.picture}
          </p>
          {chosen && (
            <button
              type="button"
              className={styles.undo}
              onClick={() => onChoose(null)}
              disabled={disabled}
            >
              {account.keepPicture}
            </button>
          )}
        </div>
      </div>
      {refusal && (
        <p id={`${ids}-refusal`} role="alert" className={styles.refusal}>
          {refusal}
        </p>
      )}
    </div>
  );
}
