import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../hooks/useMessages.ts';
import { useSiteHref } from '../../hooks/useSiteHref.ts';
import { routes } from '../../routes/paths.ts';
import styles from './guardian.module.css';

/** What a guardian's link page says of the last thing done: good news, or a problem. */
export type GuardianMessage = { readonly tone: 'news' | 'alert'; readonly text: string };

export interface GuardianPageFrameProps {
  readonly message: GuardianMessage | null;
  /** The link's work is over: good news then leads on to the site. */
  readonly done: boolean;
  readonly children: ReactNode;
}

/**
 * The frame both of a guardian's link pages (consent, manage) share: the outcome, announced and
 * given focus when it changes, above the page's body, and once the work is done with good news,
 * a way on rather than a page that ends (issue 39).
 */
export function GuardianPageFrame({ message, done, children }: GuardianPageFrameProps) {
  const siteHref = useSiteHref();
  const words = useMessages().guardianPage;
  const messageRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (message !== null) messageRef.current?.focus();
  }, [message]);

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
      {children}
      {done && message?.tone === 'news' ? (
        <p>
          <Link className={styles.onward} to={siteHref(routes.home.getHref())}>
            {words.home}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
