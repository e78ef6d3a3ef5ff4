import { type Backend, isBackendError } from '@apex/auth-port';
import { describeError, formatDay, indianDay } from '@apex/core';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
// The guardian page's layout and message styles: the two pages read alike.
import { type GuardianMessage, GuardianPageFrame } from './GuardianPageFrame.tsx';
import styles from './guardian.module.css';
import own from './parent.module.css';
import { useLinkRead } from './useLinkRead.ts';

const readParentRequest = (backend: Backend, token: string) => backend.parents.describe(token);

/**
 * The parent's side of an under-18 account (issue 38), for the link's `token`: which account, what
 * it may keep once confirmed, until when the link works; the parent declares they are the parent
 * or lawful guardian and confirms. A used, expired or unknown link is said plainly; the outcome is
 * announced and takes focus.
 */
export function ParentConfirmation({ token }: { readonly token: string | null }) {
  const locale = useLocale();
  const handle = useBackendHandle();
  const text = useMessages().parentPage;
  const failed = useMessages().guardianPage.failed;
  const { state } = useLinkRead(token, readParentRequest, 'the parent request');
  const ids = useId();
  const [declared, setDeclared] = useState(false);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const [message, setMessage] = useState<GuardianMessage | null>(null);
  const declarationRef = useRef<HTMLInputElement>(null);
  const wordsFor = (code: string) =>
    code.startsWith('guardian/') ? describeError(code, '', locale).message : failed;

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || token === null) return;
    if (!declared) {
      setMessage({ tone: 'alert', text: text.declarationRequired, forField: true });
      declarationRef.current?.focus();
      return;
    }
    setSending(true);
    try {
      await (await handle.load()).parents.confirm(token);
      setDone(true);
      setMessage({ tone: 'news', text: text.confirmed });
    } catch (error) {
      const code = isBackendError(error) ? error.code : '';
      if (!code.startsWith('guardian/')) console.error('Error confirming the account:', error);
      if (code.startsWith('guardian/')) setDone(true);
      setMessage({ tone: 'alert', text: wordsFor(code) });
    } finally {
      setSending(false);
    }
  };

  let body: React.ReactNode = null;
  if (state.status === 'loading') body = <p>{text.loading}</p>;
  else if (state.status === 'no-token') body = <p className={styles.alert}>{text.noToken}</p>;
  else if (state.status === 'failed') {
    body = (
      <p className={styles.alert} role="alert">
        {wordsFor(state.code)}
      </p>
    );
  } else if (!done) {
    const { value: request } = state;
    const errorShown = message?.forField === true;
    body = (
      <form className={styles.section} noValidate onSubmit={(event) => void confirm(event)}>
        <p>{text.intro}</p>
        <dl className={styles.details}>
          <div>
            <dt>{text.account}</dt>
            <dd>{request.accountEmail}</dd>
          </div>
        </dl>
        <p>{text.kept}</p>
        <p>{text.expires({ date: formatDay(indianDay(request.expiresAt.getTime()), locale) })}</p>
        <p className={own.declaration}>
          <input
            ref={declarationRef}
            id={`${ids}-declaration`}
            type="checkbox"
            checked={declared}
            onChange={(event) => setDeclared(event.target.checked)}
            aria-invalid={errorShown ? true : undefined}
            aria-describedby={errorShown ? `${ids}-message` : undefined}
          />
          <label htmlFor={`${ids}-declaration`}>{text.declaration}</label>
        </p>
        <div className={styles.actions}>
          <button type="submit" className={styles.confirm} aria-disabled={sending}>
            {sending ? text.working : text.confirm}
          </button>
        </div>
      </form>
    );
  }

  return (
    <GuardianPageFrame message={message} done={done} messageId={`${ids}-message`}>
      {body}
    </GuardianPageFrame>
  );
}
