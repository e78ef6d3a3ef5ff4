import { useEffect, useRef, useState } from 'react';

/** The words of one confirm-then-act, from the caller's catalog. */
export interface ConfirmActionWords {
  /** The first button, which only asks. */
  readonly start: string;
  /** What the action will do, asked before it is done. */
  readonly question: string;
  readonly confirm: string;
  readonly working: string;
  readonly keep: string;
  /** Said when the action failed (nothing changed); the question stays, to try again. */
  readonly failed: string;
}

/** The caller's styles: the buttons and boxes look like the rest of its page. */
export interface ConfirmActionClasses {
  readonly noPrint: string | undefined;
  readonly box: string | undefined;
  readonly actions: string | undefined;
  readonly danger: string | undefined;
  readonly secondary: string | undefined;
  readonly alert: string | undefined;
}

export interface ConfirmActionProps {
  readonly words: ConfirmActionWords;
  readonly classes: ConfirmActionClasses;
  /** Does the action; a rejection shows `words.failed`. */
  readonly act: () => Promise<void>;
  /** What the console log names a failure (for support). */
  readonly what: string;
}

/**
 * An action that cannot be undone, in two steps: the button asks what it will do, and only the
 * confirm button does it. The question takes focus when asked; the first button gets it back when
 * the visitor keeps things as they are.
 */
export function ConfirmAction({ words, classes, act, what }: ConfirmActionProps) {
  const [step, setStep] = useState<'idle' | 'confirming' | 'working'>('idle');
  const [failed, setFailed] = useState(false);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (step === 'confirming' && !asked.current) {
      asked.current = true;
      questionRef.current?.focus();
    }
    if (step === 'idle' && asked.current) {
      asked.current = false;
      buttonRef.current?.focus();
    }
  }, [step]);

  const confirm = async () => {
    if (step === 'working') return;
    setStep('working');
    setFailed(false);
    try {
      await act();
    } catch (error) {
      console.error(`Error ${what}:`, error);
      setFailed(true);
      setStep('confirming');
    }
  };

  if (step === 'idle') {
    return (
      <div className={classes.noPrint}>
        <button
          ref={buttonRef}
          type="button"
          className={classes.danger}
          onClick={() => setStep('confirming')}
        >
          {words.start}
        </button>
      </div>
    );
  }

  const busy = step === 'working';
  return (
    <div className={[classes.box, classes.noPrint].filter(Boolean).join(' ')}>
      <p ref={questionRef} tabIndex={-1}>
        {words.question}
      </p>
      {failed ? (
        <p role="alert" className={classes.alert}>
          {words.failed}
        </p>
      ) : null}
      <div className={classes.actions}>
        <button
          type="button"
          className={classes.danger}
          aria-disabled={busy}
          onClick={() => void confirm()}
        >
          {busy ? words.working : words.confirm}
        </button>
        <button
          type="button"
          className={classes.secondary}
          disabled={busy}
          onClick={() => {
            setFailed(false);
            setStep('idle');
          }}
        >
          {words.keep}
        </button>
      </div>
    </div>
  );
}
