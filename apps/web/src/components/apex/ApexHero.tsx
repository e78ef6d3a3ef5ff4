import { EDITION_TEXT, EXAM } from '@apex/core';
import certificateArt from '../../assets/certificate.svg';
import { useExamStatus } from '../../clock/useExamStatus.ts';
import { routes } from '../../routes/routes.tsx';
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
  return (
    <section className={styles.hero} aria-labelledby="apex-title">
      <div className={styles.inner}>
        <div>
          <p className={styles.eyebrow}>
            {EXAM.name} · {EDITION_TEXT.phaseBadge[phase]}
          </p>
          <h1 id="apex-title" className={styles.title}>
            {EXAM.fullName}
          </h1>
          <p className={styles.lead}>
            One test of {EXAM.subjects.join(' and ')}, taken online from home or school, with a
            certificate for every candidate.
          </p>
          <ButtonLink to={routes.page1.getHref()} variant="accent" arrow>
            {live ? 'Take Test Now' : 'How it works'}
          </ButtonLink>
        </div>
        <img
          className={styles.art}
          src={certificateArt}
          width={480}
          height={400}
          alt="A certificate with a gold star seal and ribbons"
        />
      </div>
    </section>
  );
}
