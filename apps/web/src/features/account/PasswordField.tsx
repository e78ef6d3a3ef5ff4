import { type KeyboardEvent, type Ref, useId, useState } from 'react';
import { useMessages } from '../../hooks/useMessages.ts';
import styles from './fields.module.css';
import { PasswordChecklist } from './PasswordChecklist.tsx';
import { usePrehydrationValue } from './usePrehydrationValue.ts';

export interface PasswordFieldProps {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  /** Shows the live criteria checklist while the field has focus (sign-up). */
  withChecklist?: boolean;
  errorId?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/** A password input with a show/hide toggle, a Caps Lock hint and, for sign-up, the checklist. */
export function PasswordField({
  id,
  label,
  value,
  onValueChange,
  autoComplete,
  withChecklist = false,
  errorId,
  inputRef,
  disabled = false,
}: PasswordFieldProps) {
  const ref = usePrehydrationValue(value, onValueChange, inputRef);
  const [visible, setVisible] = useState(false);
  const [focused, setFocused] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const words = useMessages();
  const checklistId = useId();
  const capsLockId = useId();

  const readCapsLock = (event: KeyboardEvent<HTMLInputElement>) =>
    setCapsLock(event.getModifierState('CapsLock'));

  const describedBy =
    [errorId, capsLock ? capsLockId : null, withChecklist && focused ? checklistId : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.withToggle}>
        <input
          ref={ref}
          id={id}
          className={styles.input}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          disabled={disabled}
          onChange={(event) => onValueChange(event.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false);
            setCapsLock(false);
          }}
          onKeyDown={readCapsLock}
          onKeyUp={readCapsLock}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={describedBy}
          spellCheck={false}
          autoCapitalize="none"
        />
        <button
          type="button"
          className={styles.toggle}
          aria-controls={id}
          aria-pressed={visible}
          aria-label={words.account.showField({ field: label.toLowerCase() })}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? words.account.hide : words.account.show}
        </button>
      </div>
      {capsLock && (
        <p id={capsLockId} className={styles.capsLock}>
          {words.hints.capsLock}
        </p>
      )}
      {withChecklist && focused && <PasswordChecklist id={checklistId} password={value} />}
    </div>
  );
}
