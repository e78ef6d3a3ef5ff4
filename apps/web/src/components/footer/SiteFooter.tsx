import { AGENCY } from '@apex/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { FOOTER_COLUMNS, LEGAL_LINKS } from '../../content/navigation.ts';
import { routes } from '../../routes/routes.tsx';
import { LanguageSwitch } from '../nav/LanguageSwitch.tsx';
import { LogoMark } from '../ui/LogoMark.tsx';
import styles from './SiteFooter.module.css';
import { SocialLinks } from './SocialLinks.tsx';

/**
 * The site footer (spec section 2): social links, columns, contact, newsletter, legal, copyright.
 * The newsletter form is a feature, so the layout passes it in: shared components import no feature.
 */
export function SiteFooter({ newsletter }: { newsletter?: ReactNode }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <span className={styles.logo}>
              <LogoMark />
              {AGENCY.name}
            </span>
            <p className={styles.tagline}>{AGENCY.description}</p>
            <SocialLinks />
          </div>
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.heading} aria-label={column.heading}>
              <h2 className={styles.columnHeading}>{column.heading}</h2>
              <ul className={styles.columnList}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link className={styles.link} to={link.href}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={styles.middle}>
          <div className={styles.contact}>
            <h2 className={styles.columnHeading}>Contact us</h2>
            <p className={styles.tagline}>
              Support, appointments and where to find us, all on one page.
            </p>
            <Link className={styles.contactLink} to={routes.address.getHref()}>
              Contact us
            </Link>
          </div>
          {newsletter}
        </div>
        <div className={styles.bottom}>
          <ul className={styles.legal} aria-label="Legal">
            {LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <Link className={styles.link} to={link.href}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <p className={styles.language}>
            <LanguageSwitch className={styles.link} />
          </p>
          <p className={styles.copyright}>
            © {AGENCY.copyrightYear} {AGENCY.name}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
