import type { InputHTMLAttributes, Ref } from 'react';
import styles from './fields.module.css';
import { usePrehydrationValue } from './usePrehydrationValue.ts';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** The id of the message that explains why this field is invalid, when it is. */
  errorId?: string | undefined;
  /** A line of help under the field, read with it by screen readers. */
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({
  id,
  label,
  value,
  onValueChange,
  errorId,
  hint,
  inputRef,
  ...input
}: TextFieldProps) {
  const ref = usePrehydrationValue(value, onValueChange, inputRef);
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        {...input}
        ref={ref}
        id={id}
        className={styles.input}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
