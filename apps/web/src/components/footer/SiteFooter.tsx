import { AGENCY, formatPhone } from '@apex/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useExamStatus } from '../../clock/useExamStatus.ts';
import { ORGANISER } from '../../config/organiser.ts';
import { FOOTER_COLUMNS, LEGAL_LINKS } from '../../content/navigation.ts';
import { SITE_COPY } from '../../content/siteCopy.ts';
import { useLocalized } from '../../hooks/useLocalized.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { useSiteHref } from '../../hooks/useSiteHref.ts';
import { routes } from '../../routes/paths.ts';
import { LanguageSwitch } from '../nav/LanguageSwitch.tsx';
import { LogoMark } from '../ui/LogoMark.tsx';
import styles from './SiteFooter.module.css';
import { SocialLinks } from './SocialLinks.tsx';

/**
 * The site footer (spec section 2): social links, columns, contact, newsletter, legal, copyright.
 * The newsletter form is a feature, so the layout passes it in: shared components import no feature.
 */
export function SiteFooter({ newsletter }: { newsletter?: ReactNode }) {
  const siteHref = useSiteHref();
  const words = useMessages().layout;
  const columns = useLocalized(FOOTER_COLUMNS);
  const legalLinks = useLocalized(LEGAL_LINKS);
  const tagline = useLocalized(SITE_COPY).siteDescription;
  // This year in India, from the site's clock: the build's year on a prerendered page, the
  // visitor's once the app runs (ADR 0048).
  const year = useExamStatus().today.slice(0, 4);
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <div className={styles.brand}>
            <span className={styles.logo}>
              <LogoMark />
              {AGENCY.name}
            </span>
            <p className={styles.tagline}>{tagline}</p>
            <SocialLinks />
          </div>
          {columns.map((column) => (
            <nav key={column.heading} aria-label={column.heading}>
              <h2 className={styles.columnHeading}>{column.heading}</h2>
              <ul className={styles.columnList}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link className={styles.link} to={siteHref(link.href)}>
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
            <h2 className={styles.columnHeading}>{words.footerContactHeading}</h2>
            <p className={styles.tagline}>{words.footerContactText}</p>
            <Link className={styles.contactLink} to={siteHref(routes.address.getHref())}>
              {words.footerContactHeading}
            </Link>
            {/* Who runs the site, as deployed (config/organiser.ts). */}
            {/* Registered in English: marked so, a Hindi screen reader reads it right. */}
            <address className={styles.organiser} lang="en">
              {ORGANISER.legalName}
              {ORGANISER.postalAddress.map((line) => (
                <span key={line}>{line}</span>
              ))}
              <a className={styles.link} href={`tel:${ORGANISER.phone}`}>
                {formatPhone(ORGANISER.phone)}
              </a>
            </address>
          </div>
          {newsletter}
        </div>
        <div className={styles.bottom}>
          <ul className={styles.legal} aria-label={words.legal}>
            {legalLinks.map((link) => (
              <li key={link.href}>
                <Link className={styles.link} to={siteHref(link.href)}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <p className={styles.language}>
            <LanguageSwitch className={styles.link} />
          </p>
          <p className={styles.copyright}>
            © {year} <span lang="en">{ORGANISER.legalName}</span>. {words.rightsReserved}
          </p>
        </div>
      </div>
    </footer>
  );
}
