import type { ConfirmActionClasses, ConfirmActionWords } from './ConfirmAction.tsx';

/** The words a catalog section has for withdrawing its thing (a registration, a certificate). */
export interface WithdrawWords {
  readonly withdraw: string;
  readonly withdrawQuestion: string;
  readonly withdrawConfirm: string;
  readonly withdrawing: string;
  readonly withdrawKeep: string;
  readonly withdrawFailed: string;
}

/** ConfirmAction's words for withdrawing, from the section's `withdraw…` words. */
export const withdrawWords = (text: WithdrawWords): ConfirmActionWords => ({
  start: text.withdraw,
  question: text.withdrawQuestion,
  confirm: text.withdrawConfirm,
  working: text.withdrawing,
  keep: text.withdrawKeep,
  failed: text.withdrawFailed,
});

/**
 * ConfirmAction's classes for withdrawing, from a feature's module that names them alike
 * (`noPrint`, `withdraw` for the box, `actions`, `danger`, `secondary`, `alert`).
 */
export const withdrawClasses = (
  styles: Readonly<Record<string, string>>,
): ConfirmActionClasses => ({
  noPrint: styles.noPrint,
  box: styles.withdraw,
  actions: styles.actions,
  danger: styles.danger,
  secondary: styles.secondary,
  alert: styles.alert,
});
