import type { BackendErrorCode } from '@apex/auth-port';
import { backendErrorFor } from './errors.ts';

/**
 * Settles as `pending` does, or rejects with `code` once `ms` have passed, calling `onExpire` first
 * (e.g. to cancel an upload). The SDKs retry for minutes on a bad connection; the user should not
 * wait that long behind a spinner.
 */
export function withDeadline<T>(
  pending: Promise<T>,
  ms: number,
  code: BackendErrorCode,
  onExpire: () => void = () => {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      onExpire();
      reject(backendErrorFor(code));
    }, ms);
    pending.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
