import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSiteHref } from '../../hooks/useSiteHref.ts';
import styles from './ButtonLink.module.css';

export type ButtonLinkVariant = 'primary' | 'accent' | 'outline' | 'outlineLight';

export interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: ButtonLinkVariant;
  /** Adds a trailing arrow, for calls to action that move the visitor on. */
  arrow?: boolean;
  className?: string | undefined;
}

/** A link that looks like a button: it goes somewhere, so it stays a link for assistive tech. */
export function ButtonLink({
  to,
  children,
  variant = 'primary',
  arrow = false,
  className,
}: ButtonLinkProps) {
  const siteHref = useSiteHref();
  const classes = [styles.button, styles[variant], className].filter(Boolean).join(' ');
  return (
    <Link to={siteHref(to)} className={classes}>
      {children}
      {arrow ? (
        <svg className={styles.arrow} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path
            d="M4 10h11m-4-5 5 5-5 5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      ) : null}
    </Link>
  );
}
