import { EXAM, editionTextFor } from '@apex/core';
import certificateArt from '../../assets/certificate.svg';
import { useExamStatus } from '../../clock/useExamStatus.ts';
import { EXAM_COPY } from '../../content/examCopy.ts';
import { SITE_COPY } from '../../content/siteCopy.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { useLocalized } from '../../hooks/useLocalized.ts';
import { routes } from '../../routes/paths.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import styles from './ApexHero.module.css';

/**
 * The exam page's opening: what Apex is, where it stands today and the link to the welcome page.
 * The phase sits in the one-line eyebrow, not the heading, so a change of phase after the app
 * starts cannot rewrap the heading and move the page.
 */
export function ApexHero() {
  const { phase } = useExamStatus();
  const live = phase === 'live';
  const locale = useLocale();
  const copy = useLocalized(EXAM_COPY);
  const names = useLocalized(SITE_COPY);
  return (
    <section className={styles.hero} aria-labelledby="apex-title">
      <div className={styles.inner}>
        <div>
          <p className={styles.eyebrow}>
            {EXAM.name} · {editionTextFor(locale).phaseBadge[phase]}
          </p>
          <h1 id="apex-title" className={styles.title}>
            {names.examFullName}
          </h1>
          <p className={styles.lead}>{copy.heroLead}</p>
          <ButtonLink to={routes.page1.getHref()} variant="accent" arrow>
            {live ? copy.takeTestNow : copy.howItWorks}
          </ButtonLink>
        </div>
        <img
          className={styles.art}
          src={certificateArt}
          width={480}
          height={400}
          alt={copy.heroAlt}
        />
      </div>
    </section>
  );
}
