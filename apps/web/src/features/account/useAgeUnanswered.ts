import { useEffect, useState } from 'react';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { useSession } from '../session/index.ts';

/**
 * The address of the signed-in Google account while it has not answered the age question (issue
 * 38; docs/adr/0154-age-question-after-google.md), else null. Only a Google account can be
 * without an answer that matters: e-mail sign-up asks it, and the server holds back only Google
 * accounts that never answered. A failed read asks nothing: the server still refuses what the
 * answer gates, and says so.
 */
export function useAgeUnanswered(): string | null {
  const session = useSession();
  const handle = useBackendHandle();
  const user = session.status === 'signed-in' ? session.user : null;
  const google = user?.providers.includes('google') === true;
  const uid = user?.uid ?? null;
  const email = user?.email ?? null;
  const [unanswered, setUnanswered] = useState<string | null>(null);

  useEffect(() => {
    setUnanswered(null);
    if (uid === null || !google) return;
    let live = true;
    handle
      .load()
      .then((backend) => backend.auth.ageDeclared())
      .then(
        (declared) => {
          if (live && !declared) setUnanswered(uid);
        },
        (error: unknown) => console.error('Error reading whether the age was answered:', error),
      );
    return () => {
      live = false;
    };
  }, [uid, google, handle]);

  return unanswered !== null && unanswered === uid ? email : null;
}
