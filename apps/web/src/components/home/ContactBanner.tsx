import { AGENCY, EXAM } from '@apex/core';
import { Link } from 'react-router-dom';
import { EXAM_FACTS } from '../../content/benefits.ts';
import { homeSections, routes } from '../../routes/routes.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Section } from '../ui/Section.tsx';
import styles from './ContactBanner.module.css';

const HIGHLIGHTS = [EXAM_FACTS.certificate, EXAM_FACTS.prizes, EXAM_FACTS.guidance];

/** Home section 5: the call to register for the exam, and how to reach us. */
export function ContactBanner() {
  return (
    <Section id={homeSections.contact} heading="Contact" eyebrow="Get in touch" centered>
      <div className={styles.banner}>
        <div>
          <h3 className={styles.heading}>Register for {EXAM.name} today</h3>
          <p className={styles.text}>
            Free until {EXAM.freeUntil.month} {EXAM.freeUntil.year} for every student in grades{' '}
            {EXAM.grades.from} to {EXAM.grades.to}.
          </p>
          <ul className={styles.list}>
            {HIGHLIGHTS.map((highlight) => (
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
          <ButtonLink to={routes.apex.getHref()} variant="accent" arrow>
            REGISTER NOW
          </ButtonLink>
          <p>
            Questions? Email <a href={`mailto:${AGENCY.supportEmail}`}>{AGENCY.supportEmail}</a>
          </p>
          <p>
            <Link to={routes.address.getHref()}>Our address and appointments</Link>
          </p>
        </div>
      </div>
    </Section>
  );
}
