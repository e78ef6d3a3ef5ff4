import { freeUntilText, whenSentence } from '@apex/core';
import { Link } from 'react-router';
import { isRegistrationOpen } from '../../clock/registrationWindow.ts';
import { useExamStatus } from '../../clock/useExamStatus.ts';
import { ORGANISER } from '../../config/organiser.ts';
import { EXAM_FACTS } from '../../content/benefits.ts';
import { SITE_COPY } from '../../content/siteCopy.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { useLocalized } from '../../hooks/useLocalized.ts';
import { useSiteHref } from '../../hooks/useSiteHref.ts';
import { homeSections, routes } from '../../routes/paths.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Section } from '../ui/Section.tsx';
import styles from './ContactBanner.module.css';

/**
 * Home section 5: the call to register for the exam (only while registration is open; otherwise
 * when it will be), and how to reach us.
 */
export function ContactBanner() {
  const siteHref = useSiteHref();
  const status = useExamStatus();
  const open = isRegistrationOpen(status);
  const locale = useLocale();
  const copy = useLocalized(SITE_COPY);
  const facts = useLocalized(EXAM_FACTS);
  const highlights = [facts.certificate, facts.prizes, facts.guidance];
  return (
    <Section
      id={homeSections.contact}
      heading={copy.contactHeading}
      eyebrow={copy.contactEyebrow}
      centered
    >
      <div className={styles.banner}>
        <div>
          <h3 className={styles.heading}>{open ? copy.registerToday : copy.examIsFor}</h3>
          <p className={styles.text}>
            {status.offerRunning ? copy.offerFor(freeUntilText(status.edition, locale)) : null}
            {whenSentence(status, locale)}
          </p>
          <ul className={styles.list}>
            {highlights.map((highlight) => (
              <li key={highlight}>
                <svg className={styles.tick} viewBox="0 0 24 24" aria-hidden="true">
                  <circle cx="12" cy="12" r="12" fill="#ffb020" />
                  <path
                    d="m7 12.5 3 3 7-7"
                    fill="none"
                    stroke="#0b1636"
                    strokeWidth="2.5"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                {highlight}
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.aside}>
          <ButtonLink
            to={open ? routes.examRegistration.getHref() : routes.apex.getHref()}
            variant="accent"
            arrow
          >
            {open ? copy.registerNow : copy.examDetails}
          </ButtonLink>
          <p>
            {copy.questionsEmail}{' '}
            <a href={`mailto:${ORGANISER.supportEmail}`}>{ORGANISER.supportEmail}</a>
          </p>
          <p>
            <Link to={siteHref(routes.address.getHref())}>{copy.addressLink}</Link>
          </p>
        </div>
      </div>
    </Section>
  );
}
