import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../hooks/useMessages.ts';
import { useSiteHref } from '../../hooks/useSiteHref.ts';
import { routes } from '../../routes/paths.ts';
import styles from './guardian.module.css';

/** What a guardian's link page says of the last thing done: good news, or a problem. */
export type GuardianMessage = {
  readonly tone: 'news' | 'alert';
  readonly text: string;
  /** A field's own problem: the field takes the focus and names the words, not the words. */
  readonly forField?: boolean;
};

export interface GuardianPageFrameProps {
  readonly message: GuardianMessage | null;
  /** The link's work is over: good news then leads on to the site. */
  readonly done: boolean;
  /** The outcome's id, for a field whose problem it states (`aria-describedby`). */
  readonly messageId?: string;
  readonly children: ReactNode;
}

/**
 * The frame a parent's or guardian's link pages (consent, manage, a child's account) share: the outcome, announced and
 * given focus when it changes, above the page's body, and once the work is done with good news,
 * a way on rather than a page that ends (issue 39).
 */
export function GuardianPageFrame({ message, done, messageId, children }: GuardianPageFrameProps) {
  const siteHref = useSiteHref();
  const words = useMessages().guardianPage;
  const messageRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (message !== null && message.forField !== true) messageRef.current?.focus();
  }, [message]);

  return (
    <div className={styles.body}>
      <div aria-live="polite" className={styles.region}>
        {message ? (
          <p
            ref={messageRef}
            id={messageId}
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
