import { isBackendError } from '@apex/auth-port';
import { describeError, messagesFor } from '@apex/core';
import { useCallback, useRef, useState } from 'react';
import { BackendUnavailableError } from '../../backend/BackendHandle.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import type { Notice } from './notice.ts';

export interface AuthActionHandlers {
  /** Shown in the polite region when the action succeeds. */
  success: string;
  onSuccess?: () => void;
  onFailure?: (code: string) => void;
}

/** The code `onFailure` gets when the backend itself could not be loaded. */
export const UNAVAILABLE = 'backend/unavailable';

export type RunAuthAction = (action: () => Promise<unknown>, handlers: AuthActionHandlers) => void;

/**
 * Runs one backend call at a time for the account forms: busy while in flight (so nothing is
 * submitted twice), then a success message or the catalogue's words for the error.
 */
export function useAuthAction() {
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const inFlight = useRef(false);
  const locale = useLocale();

  const run = useCallback<RunAuthAction>(
    (action, { success, onSuccess, onFailure }) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      setNotice(null);
      // `action` runs synchronously, inside the click, so the Google popup is not blocked.
      let pending: Promise<unknown>;
      try {
        pending = action();
      } catch (error) {
        pending = Promise.reject(error);
      }
      void pending
        .then(
          () => {
            setNotice({ tone: 'success', message: success });
            onSuccess?.();
          },
          (error: unknown) => {
            if (error instanceof BackendUnavailableError) {
              // The service's code did not load: nothing was sent, and trying again may work.
              console.error('Error loading the sign-in service:', error);
              setNotice({
                tone: 'error',
                message: messagesFor(locale).failures.backendUnavailable,
              });
              onFailure?.(UNAVAILABLE);
              return;
            }
            if (!isBackendError(error)) console.error('Unexpected sign-in failure:', error);
            const code = isBackendError(error) ? error.code : 'unknown';
            const message = isBackendError(error) ? error.message : '';
            setNotice(describeError(code, message, locale));
            onFailure?.(code);
          },
        )
        .finally(() => {
          inFlight.current = false;
          setBusy(false);
        });
    },
    [locale],
  );

  return { busy, notice, setNotice, run };
}
