import { type Backend, isBackendError } from '@apex/auth-port';
import { describeError, formatDay, indianDay } from '@apex/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { useSiteHref } from '../../hooks/useSiteHref.ts';
import { routes } from '../../routes/paths.ts';
// The guardian page's layout and message styles: the two pages read alike.
import styles from './guardian.module.css';
import own from './parent.module.css';
import { useLinkRead } from './useLinkRead.ts';

type Message = { readonly tone: 'news' | 'alert'; readonly text: string };

const readParentRequest = (backend: Backend, token: string) => backend.parents.describe(token);

/**
 * The parent's side of an under-18 account (issue 38), for the link's `token`: which account, what
 * it may keep once confirmed, until when the link works; the parent declares they are the parent
 * or lawful guardian and confirms. A used, expired or unknown link is said plainly; the outcome is
 * announced and takes focus.
 */
export function ParentConfirmation({ token }: { readonly token: string | null }) {
  const locale = useLocale();
  const siteHref = useSiteHref();
  const handle = useBackendHandle();
  const text = useMessages().parentPage;
  const failed = useMessages().guardianPage.failed;
  const { state } = useLinkRead(token, readParentRequest, 'the parent request');
  const ids = useId();
  const [declared, setDeclared] = useState(false);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const declarationRef = useRef<HTMLInputElement>(null);
  const wordsFor = (code: string) =>
    code.startsWith('guardian/') ? describeError(code, '', locale).message : failed;

  useEffect(() => {
    if (message !== null && message.text !== text.declarationRequired) {
      messageRef.current?.focus();
    }
  }, [message, text.declarationRequired]);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || token === null) return;
    if (!declared) {
      setMessage({ tone: 'alert', text: text.declarationRequired });
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
    const errorShown = message?.text === text.declarationRequired;
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
    <div className={styles.body}>
      <div aria-live="polite" className={styles.region}>
        {message ? (
          <p
            ref={messageRef}
            id={`${ids}-message`}
            tabIndex={-1}
            className={message.tone === 'news' ? styles.news : styles.alert}
          >
            {message.text}
          </p>
        ) : null}
      </div>
      {body}
      {done && message?.tone === 'news' ? (
        <p>
          <Link className={styles.onward} to={siteHref(routes.home.getHref())}>
            {text.home}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
