import type { Backend } from '@apex/auth-port';
import { describeError } from '@apex/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { useSiteHref } from '../../hooks/useSiteHref.ts';
import { routes } from '../../routes/paths.ts';
import { GuardianAnswer, type GuardianOutcome } from './GuardianAnswer.tsx';
import { GuardianRequestDetails } from './GuardianRequestDetails.tsx';
import styles from './guardian.module.css';
import { useLinkRead } from './useLinkRead.ts';

type Message = { readonly tone: 'news' | 'alert'; readonly text: string };

/** A refusal's words: the port's codes for links (unknown, expired, used), else "try again". */
function failureText(code: string, fallback: string, locale: ReturnType<typeof useLocale>): string {
  return code.startsWith('guardian/') ? describeError(code, '', locale).message : fallback;
}

const readRequest = (backend: Backend, token: string) => backend.guardian.describe(token);

/**
 * The guardian's side of "email plus" (issue 28), for the link's `token` (null when the address
 * has none): who registered whom and what is kept, then Confirm or Decline; a used, expired or
 * unknown link is said plainly. The outcome is announced and takes focus.
 */
export interface GuardianConsentProps {
  token: string | null;
  /** Called once the guardian's answer is saved, so the page's heading can say so. */
  onAnswered?: (outcome: GuardianOutcome) => void;
}

export function GuardianConsent({ token, onAnswered: answeredUp }: GuardianConsentProps) {
  const locale = useLocale();
  const siteHref = useSiteHref();
  const words = useMessages();
  const text = words.guardianPage;
  const { state, retry } = useLinkRead(token, readRequest, 'the guardian request');
  const [message, setMessage] = useState<Message | null>(null);
  const [answered, setAnswered] = useState(false);
  const messageRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (message !== null) messageRef.current?.focus();
  }, [message]);

  const onAnswered = (outcome: GuardianOutcome) => {
    setAnswered(true);
    setMessage({ tone: 'news', text: outcome === 'confirmed' ? text.confirmed : text.declined });
    answeredUp?.(outcome);
  };
  const onFailed = (code: string) => {
    if (code.startsWith('guardian/')) setAnswered(true);
    setMessage({ tone: 'alert', text: failureText(code, text.failed, locale) });
  };

  let body: React.ReactNode = null;
  if (state.status === 'loading') body = <p>{text.loading}</p>;
  else if (state.status === 'no-token') {
    body = <p className={styles.alert}>{text.noToken}</p>;
  } else if (state.status === 'failed') {
    // A link problem is final; a connection or a read past its deadline may work a second time.
    const linkProblem = state.code.startsWith('guardian/link-');
    body = (
      <>
        <p className={styles.alert} role="alert">
          {failureText(state.code, text.failed, locale)}
        </p>
        {linkProblem ? null : (
          <div>
            <button type="button" className={styles.confirm} onClick={retry}>
              {words.slowRead.retry}
            </button>
          </div>
        )}
      </>
    );
  } else if (!answered && token !== null) {
    body = (
      <>
        <p>{text.intro}</p>
        <GuardianRequestDetails request={state.value} />
        <GuardianAnswer token={token} onAnswered={onAnswered} onFailed={onFailed} />
      </>
    );
  }

  return (
    <div className={styles.body}>
      <div aria-live="polite" className={styles.region}>
        {message ? (
          <p
            ref={messageRef}
            tabIndex={-1}
            className={message.tone === 'news' ? styles.news : styles.alert}
          >
            {message.text}
          </p>
        ) : null}
      </div>
      {body}
      {/* Once answered, a way on rather than a page that ends (issue 39). */}
      {answered && message?.tone === 'news' ? (
        <p>
          <Link className={styles.onward} to={siteHref(routes.home.getHref())}>
            {text.home}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
