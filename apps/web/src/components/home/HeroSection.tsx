import { EXAM, editionTextFor, formatRupees, freeUntilText, whenSentence } from '@apex/core';
import type { ReactNode } from 'react';
import heroArt from '../../assets/hero.svg';
import { isRegistrationOpen } from '../../clock/registrationWindow.ts';
import { useExamStatus } from '../../clock/useExamStatus.ts';
import { EXAM_FACTS } from '../../content/benefits.ts';
import { SITE_COPY } from '../../content/siteCopy.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { useLocalized } from '../../hooks/useLocalized.ts';
import { homeSectionHref, homeSections, routes } from '../../routes/paths.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import styles from './HeroSection.module.css';

/**
 * Home section 1: the exam's headline, where it stands today and the call to action. The spec's
 * tagline "<full name>, LIVE NOW!" is split: the heading carries the name, the badge the rest, and
 * the badge says LIVE NOW! only while the exam is live.
 */
export interface HeroSectionProps {
  /** The notify-me form the page passes in, shown beside the closed window (a feature: shared components do not import features). */
  notify: ReactNode;
}

export function HeroSection({ notify }: HeroSectionProps) {
  const status = useExamStatus();
  const live = status.phase === 'live';
  const locale = useLocale();
  const copy = useLocalized(SITE_COPY);
  const facts = useLocalized(EXAM_FACTS);
  return (
    <section
      id={homeSections.hero}
      className={styles.hero}
      aria-labelledby="hero-title"
      tabIndex={-1}
    >
      <div className={styles.inner}>
        <div>
          <p className={live ? styles.live : styles.badge}>
            {live ? <span className={styles.dot} aria-hidden="true" /> : null}
            {editionTextFor(locale).phaseBadge[status.phase]}
          </p>
          <h1 id="hero-title" className={styles.title}>
            <span className={styles.highlight}>{EXAM.name}</span> {copy.examFullName}
          </h1>
          {/* Space for the longest phase, so a phase change after the app starts moves nothing. */}
          <div className={styles.status}>
            <p className={styles.lead}>
              {facts.format} {whenSentence(status, locale)}
            </p>
            {status.offerRunning ? (
              <p className={styles.offer}>
                <s>
                  <VisuallyHidden>{copy.heroWas}</VisuallyHidden>
                  {formatRupees(status.edition.offer.originalPriceRupees, locale)}
                </s>
                <span className={styles.free}>{freeUntilText(status.edition, locale)}</span>
              </p>
            ) : null}
            {status.phase === 'closed' ? <div className={styles.notify}>{notify}</div> : null}
          </div>
          <div className={styles.actions}>
            <ButtonLink to={routes.apex.getHref()} variant="accent" arrow>
              {live ? copy.heroTakeTest : copy.heroAboutExam}
            </ButtonLink>
            {/* While families can register, the hero says so; "Who we are" is one scroll (or About) away. */}
            {isRegistrationOpen(status) ? (
              <ButtonLink to={routes.examRegistration.getHref()} variant="outlineLight">
                {copy.heroRegister}
              </ButtonLink>
            ) : (
              <ButtonLink to={homeSectionHref(homeSections.about)} variant="outlineLight">
                {copy.heroWhoWeAre}
              </ButtonLink>
            )}
          </div>
        </div>
        <img
          className={styles.art}
          src={heroArt}
          width={560}
          height={460}
          alt={copy.heroAlt}
          fetchPriority="high"
        />
      </div>
    </section>
  );
}
