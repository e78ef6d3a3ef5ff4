import { EXAM, formatRupees } from '@apex/core';
import heroArt from '../../assets/hero.svg';
import { EXAM_FACTS } from '../../content/benefits.ts';
import { homeSectionHref, homeSections, routes } from '../../routes/routes.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import styles from './HeroSection.module.css';

// The tagline reads "<full name>, LIVE NOW!": the heading carries the name, the badge the rest.
const liveNow = EXAM.tagline.slice(EXAM.fullName.length).replace(/^,\s*/, '');

/** Home section 1: the exam's headline and the Take Test call to action. */
export function HeroSection() {
  return (
    <section
      id={homeSections.hero}
      className={styles.hero}
      aria-labelledby="hero-title"
      tabIndex={-1}
    >
      <div className={styles.inner}>
        <div>
          <p className={styles.live}>
            <span className={styles.dot} aria-hidden="true" />
            {liveNow}
          </p>
          <h1 id="hero-title" className={styles.title}>
            <span className={styles.highlight}>{EXAM.name}</span> {EXAM.fullName}
          </h1>
          <p className={styles.lead}>
            {EXAM_FACTS.format} {EXAM_FACTS.anytime}
          </p>
          <p className={styles.offer}>
            <s>
              <VisuallyHidden>Was </VisuallyHidden>
              {formatRupees(EXAM.originalPriceRupees)}
            </s>
            <span className={styles.free}>
              Free until {EXAM.freeUntil.month} {EXAM.freeUntil.year}
            </span>
          </p>
          <div className={styles.actions}>
            <ButtonLink to={routes.apex.getHref()} variant="accent" arrow>
              Take Test
            </ButtonLink>
            <ButtonLink to={homeSectionHref(homeSections.about)} variant="outlineLight">
              Who we are
            </ButtonLink>
          </div>
        </div>
        <img
          className={styles.art}
          src={heroArt}
          width={560}
          height={460}
          alt="An answer sheet with three ticked answers, a pencil and a prize rosette"
          fetchPriority="high"
        />
      </div>
    </section>
  );
}
