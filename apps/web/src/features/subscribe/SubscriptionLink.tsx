import { describeError } from '@apex/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { useSiteHref } from '../../hooks/useSiteHref.ts';
import { routes } from '../../routes/paths.ts';
import styles from './SubscriptionLink.module.css';
import { type SubscriptionLinkAction, useSubscriptionLink } from './useSubscriptionLink.ts';

/**
 * The body of /subscribe/confirm and /unsubscribe (issue 30): no account, only the mail's link.
 * It follows the link at once, announces the outcome (which takes focus), and offers Retry when
 * the server could not be reached; a link that is unknown, expired or used is said plainly.
 */
export function SubscriptionLink({
  action,
  token,
}: {
  action: SubscriptionLinkAction;
  token: string | null;
}) {
  const locale = useLocale();
  const siteHref = useSiteHref();
  const text = useMessages().subscriptionPages;
  const { state, retry } = useSubscriptionLink(action, token);
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (state.status === 'done' || state.status === 'failed') outcomeRef.current?.focus();
  }, [state.status]);

  let message: React.ReactNode;
  if (state.status === 'no-token') {
    message = <p className={styles.alert}>{text.noToken}</p>;
  } else if (state.status === 'working') {
    message = <p>{action === 'confirm' ? text.confirming : text.unsubscribing}</p>;
  } else if (state.status === 'done') {
    const words = action === 'confirm' ? text.confirmed : text.unsubscribed;
    message = (
      <p ref={outcomeRef} tabIndex={-1} className={styles.news}>
        {words[state.outcome.topic]}
      </p>
    );
  } else {
    const linkProblem = state.code.startsWith('subscription/link-');
    message = (
      <>
        <p ref={outcomeRef} tabIndex={-1} className={styles.alert}>
          {linkProblem ? describeError(state.code, '', locale).message : text.failed}
        </p>
        {linkProblem ? null : (
          <button type="button" className={styles.retry} onClick={retry}>
            {text.retry}
          </button>
        )}
      </>
    );
  }

  return (
    <div className={styles.body}>
      <div aria-live="polite">{message}</div>
      <p>
        <Link to={siteHref(routes.home.getHref())}>{text.home}</Link>
      </p>
    </div>
  );
}
