import { NBSP } from '@apex/core';
import type { ReactNode } from 'react';
import { useMessages } from '../../hooks/useMessages.ts';
import styles from './ExternalLink.module.css';
import { VisuallyHidden } from './VisuallyHidden.tsx';

export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string | undefined;
  /** Hide the arrow where the design already signals an outside link. */
  hideIcon?: boolean;
}

/**
 * A link to another site. It opens in a new tab, cannot reach back into this page
 * (`noopener`), sends no referrer, and says so to screen-reader users.
 */
export function ExternalLink({ href, children, className, hideIcon = false }: ExternalLinkProps) {
  const words = useMessages().layout;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      {hideIcon ? null : (
        // A no-break space, unbreakable with the arrow, glues it to the last word: browsers may
        // break before an inline SVG even after a no-break space, but not inside a nowrap span.
        <span className={styles.arrow}>
          {NBSP}
          <svg className={styles.icon} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
            <path
              d="M4.5 2.5h5v5M9.5 2.5 3 9"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
      )}
      <VisuallyHidden> {words.newTab}</VisuallyHidden>
    </a>
  );
}
