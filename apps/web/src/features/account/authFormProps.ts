import type { FieldError } from '@apex/core';
import type { RunAuthAction } from './useAuthAction.ts';

/** What the register page hands each of its three forms. */
export interface AuthFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** A call is in flight. */
  busy: boolean;
  /** Busy, or succeeded and about to leave: the form takes no more input. */
  locked: boolean;
  /** The field the current validation error is about, if any. */
  invalidField: string | undefined;
  /** The id of the red error box, for `aria-describedby`. */
  errorId: string;
  reportInvalid: (error: FieldError<string>) => void;
  run: RunAuthAction;
}
