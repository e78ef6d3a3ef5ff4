/** A message on the account forms: errors go in the red alert box, the rest in a polite region. */
export interface Notice {
  readonly tone: 'success' | 'info' | 'error';
  readonly message: string;
  /** The field a validation error is about, marked invalid and focused. */
  readonly field?: string;
}
