import { useEffect, useId, useRef } from 'react';
import { useLocale } from '../../hooks/useLocale.ts';
import { localizedHref } from '../../routes/localePath.ts';
import { routes } from '../../routes/paths.ts';
// The site's button look, shared with ButtonLink; this screen's actions are a button and a plain link.
import buttons from '../ui/ButtonLink.module.css';
import styles from './ErrorScreen.module.css';

export interface ErrorScreenProps {
  title: string;
  message: string;
  /** The way out that may work now: "Try again", "Reload the page". */
  actionLabel: string;
  onAction: () => void;
  homeLabel: string;
  /** Say it politely (the page is about to reload by itself) rather than as an alert. */
  pending?: boolean;
}

/**
 * What a page that could not be shown says instead of nothing: the heading takes focus (so a
 * screen reader reads where the visitor is), the message is announced, and there is always a way
 * on. "Home" is a plain link, loaded afresh: after a deploy the router's own copy of the home page
 * may be gone too. Being outside the router, it names the home page of its language itself.
 */
export function ErrorScreen({
  title,
  message,
  actionLabel,
  onAction,
  homeLabel,
  pending = false,
}: ErrorScreenProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const home = localizedHref(routes.home.getHref(), useLocale());
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <h1 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        {title}
      </h1>
      <p className={styles.message} role={pending ? 'status' : 'alert'}>
        {message}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={`${buttons.button} ${buttons.primary} ${styles.action}`}
          onClick={onAction}
        >
          {actionLabel}
        </button>
        <a className={`${buttons.button} ${buttons.outline}`} href={home}>
          {homeLabel}
        </a>
      </div>
    </section>
  );
}
