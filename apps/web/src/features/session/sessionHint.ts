/**
 * A flag in localStorage saying this browser signed in here: only then is the backend (the Firebase
 * SDK) loaded on an ordinary page to restore the session. It holds no personal data. Storage can
 * throw (blocked cookies, some private modes), so every access is guarded; call these only from
 * effects and handlers, never during render (pages are prerendered).
 */
export const SESSION_HINT_KEY = 'apex:signed-in';

/**
 * Whether a session may be waiting to be restored. When storage cannot be read we cannot tell, so
 * the answer is yes: the backend loads on idle, as it would without the hint.
 */
export function maySessionBeRestored(): boolean {
  try {
    return window.localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return true;
  }
}

/** Records the sign-in state the backend reported. */
export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(SESSION_HINT_KEY, '1');
    else window.localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Without storage the next visit loads the backend on idle anyway (see maySessionBeRestored).
  }
}
