import { EXAM } from '@apex/core';
import certificateArt from '../../assets/certificate.svg';
import { routes } from '../../routes/routes.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import styles from './ApexHero.module.css';

/** The exam page's opening: what Apex is and the Take Test Now link to the welcome page. */
export function ApexHero() {
  return (
    <section className={styles.hero} aria-labelledby="apex-title">
      <div className={styles.inner}>
        <div>
          <p className={styles.eyebrow}>{EXAM.name}</p>
          <h1 id="apex-title" className={styles.title}>
            {EXAM.tagline}
          </h1>
          <p className={styles.lead}>
            One test of {EXAM.subjects.join(' and ')}, taken online from home or school, with a
            certificate for every candidate.
          </p>
          <ButtonLink to={routes.page1.getHref()} variant="accent" arrow>
            Take Test Now
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
