import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../../hooks/useMessages.ts';
import { useSiteHref } from '../../hooks/useSiteHref.ts';
import { routes } from '../../routes/paths.ts';
import styles from './AccountCard.module.css';

export interface AccountCardProps {
  headingId: string;
  title: string;
  /** Lets a page move focus to the heading when what the card shows changes. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** The centred card of every account page: the way home, the page's heading, its content. */
export function AccountCard({ headingId, title, headingRef, children }: AccountCardProps) {
  const siteHref = useSiteHref();
  const account = useMessages().account;
  return (
    // /register?mode=signup marks this <main> busy before React hydrates it (QueryPending), on
    // purpose: React may find its attributes differ, and only those.
    <main className={styles.page} suppressHydrationWarning>
      <section className={styles.card} aria-labelledby={headingId}>
        <Link className={styles.home} to={siteHref(routes.home.getHref())}>
          {account.backHome}
        </Link>
        <h1
          id={headingId}
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className={styles.heading}
        >
          {title}
        </h1>
        {children}
      </section>
    </main>
  );
}
