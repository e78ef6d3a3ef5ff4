import {
  type Backend,
  isBackendError,
  type Registration,
  type RegistrationEnd,
} from '@apex/auth-port';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBackendHandle } from './useBackendHandle.ts';

/** The signed-in account's registration for an edition, as far as the page knows it. */
export type RegistrationRecord =
  | { readonly status: 'signed-out' }
  | { readonly status: 'loading' }
  /**
   * No registration; `end` says why the server deleted the last one for its guardian (issue 38),
   * when the page asked for it (`withEnd`) and there is such a reason.
   */
  | { readonly status: 'none'; readonly end?: RegistrationEnd | null }
  | { readonly status: 'found'; readonly registration: Registration }
  /**
   * The read failed with `code`: `registration/invalid` for a stored registration that no longer
   * validates (which can still be withdrawn), `registration/timeout` after the read's deadline.
   */
  | { readonly status: 'failed'; readonly code: string };

/**
 * Why the server deleted the last registration, or null; a failed read only means the page cannot
 * say it (the form still shows), never a failed page.
 */
async function endOf(backend: Backend, uid: string, editionId: string) {
  return backend.registrations.readEnd(uid, editionId).catch((error: unknown) => {
    console.error('Error reading why the registration ended:', error);
    return null;
  });
}

/**
 * Reads `uid`'s registration for `editionId` through the port (null uid: nobody is signed in),
 * and with `withEnd`, when there is none, why the server deleted the last one (the registration
 * page; the menus need not read it). `reload` reads it again; `replace` sets what a save or a
 * withdrawal just did, without a read.
 */
export function useRegistrationRecord(
  uid: string | null,
  editionId: string,
  options: { readonly withEnd?: boolean } = {},
) {
  const withEnd = options.withEnd === true;
  const handle = useBackendHandle();
  const [reads, setReads] = useState(0);
  const [record, setRecord] = useState<RegistrationRecord>(
    uid === null ? { status: 'signed-out' } : { status: 'loading' },
  );

  const readFor = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `reads` is the reason to read again.
  useEffect(() => {
    if (uid === null) {
      readFor.current = null;
      setRecord({ status: 'signed-out' });
      return;
    }
    let active = true;
    // Reading the same one again, what is known stays on screen until the answer (no flicker in
    // a menu); another account's or edition's is not shown meanwhile.
    const key = `${uid}:${editionId}`;
    const again = readFor.current === key;
    readFor.current = key;
    setRecord((current) =>
      again && (current.status === 'found' || current.status === 'none')
        ? current
        : { status: 'loading' },
    );
    handle
      .load()
      .then(async (backend) => {
        const registration = await backend.registrations.read(uid, editionId);
        const end = registration === null && withEnd ? await endOf(backend, uid, editionId) : null;
        return { registration, end };
      })
      .then(
        ({ registration, end }) => {
          if (active) {
            setRecord(
              registration === null ? { status: 'none', end } : { status: 'found', registration },
            );
          }
        },
        (error: unknown) => {
          // Signed out while the read was on its way (a logout from the avatar menu that had just
          // asked): nothing failed, there is simply no account to read for any more.
          if (!active || (isBackendError(error) && error.code === 'auth/unauthenticated')) {
            if (active) setRecord({ status: 'signed-out' });
            return;
          }
          console.error('Error reading the registration:', error);
          setRecord({ status: 'failed', code: isBackendError(error) ? error.code : 'unknown' });
        },
      );
    return () => {
      active = false;
    };
  }, [handle, uid, editionId, reads, withEnd]);

  const reload = useCallback(() => setReads((count) => count + 1), []);
  const replace = useCallback(
    (registration: Registration | null) =>
      setRecord(registration === null ? { status: 'none' } : { status: 'found', registration }),
    [],
  );
  return { record, reload, replace };
}
