import { EXAM, editionTextFor } from '@apex/core';
import certificateArt from '../../assets/certificate.svg';
import { isRegistrationOpen } from '../../clock/registrationWindow.ts';
import { useExamStatus } from '../../clock/useExamStatus.ts';
import { EXAM_COPY } from '../../content/examCopy.ts';
import { SITE_COPY } from '../../content/siteCopy.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { useLocalized } from '../../hooks/useLocalized.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { routes } from '../../routes/paths.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import styles from './ApexHero.module.css';

export interface ApexHeroProps {
  /** The signed-in family has a registration for this edition (it is offered on the page below). */
  registered: boolean;
}

/**
 * The exam page's opening: what Apex is, where it stands today and its main action: Register
 * while registration is open and the family has not registered (issue 39), else the test while it
 * is live, else how it works: one action, so a phase corrected after paint moves nothing. The phase sits in the one-line eyebrow, not the heading, so a change
 * of phase after the app starts cannot rewrap the heading and move the page.
 */
export function ApexHero({ registered }: ApexHeroProps) {
  const status = useExamStatus();
  const { phase } = status;
  const live = phase === 'live';
  const locale = useLocale();
  const copy = useLocalized(EXAM_COPY);
  const names = useLocalized(SITE_COPY);
  // While live the test is the action (the spec's Take Test Now); registering stays on the page.
  const register = !registered && isRegistrationOpen(status);
  const words = useMessages().registration;
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
          <div className={styles.actions}>
            {/* One action, whatever the phase: a second button would wrap on a phone and move the
                page when the app corrects an old build's phase after paint. */}
            {register && !live ? (
              <ButtonLink to={routes.examRegistration.getHref()} variant="accent" arrow>
                {words.inviteLink}
              </ButtonLink>
            ) : (
              <ButtonLink to={routes.page1.getHref()} variant="accent" arrow>
                {live ? copy.takeTestNow : copy.howItWorks}
              </ButtonLink>
            )}
          </div>
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
