import { AGENCY, EXAM, type ExamStatus, freeUntilText, whenSentence } from '@apex/core';
import { Link } from 'react-router-dom';
import { useExamStatus } from '../../clock/useExamStatus.ts';
import { EXAM_FACTS } from '../../content/benefits.ts';
import { homeSections, routes } from '../../routes/routes.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Section } from '../ui/Section.tsx';
import styles from './ContactBanner.module.css';

const HIGHLIGHTS = [EXAM_FACTS.certificate, EXAM_FACTS.prizes, EXAM_FACTS.guidance];

/** Registration is open from its first day until the last batch ends. */
const canRegister = ({ phase }: ExamStatus) => phase === 'registration-open' || phase === 'live';

/**
 * Home section 5: the call to register for the exam (only while registration is open; otherwise
 * when it will be), and how to reach us.
 */
export function ContactBanner() {
  const status = useExamStatus();
  const open = canRegister(status);
  const grades = `every student in grades ${EXAM.grades.from} to ${EXAM.grades.to}`;
  return (
    <Section id={homeSections.contact} heading="Contact" eyebrow="Get in touch" centered>
      <div className={styles.banner}>
        <div>
          <h3 className={styles.heading}>
            {open ? `Register for ${EXAM.name} today` : `${EXAM.name} is for ${grades}`}
          </h3>
          <p className={styles.text}>
            {status.offerRunning ? `${freeUntilText(status.edition)} for ${grades}. ` : null}
            {whenSentence(status)}
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
          <ButtonLink
            to={open ? routes.examRegistration.getHref() : routes.apex.getHref()}
            variant="accent"
            arrow
          >
            {open ? 'REGISTER NOW' : 'EXAM DETAILS'}
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
