import type { Registration } from '@apex/auth-port';
import {
  EXAM,
  type ExamEdition,
  editionName,
  formatDateRange,
  formatDay,
  formatPhone,
  indianDay,
  isIndianStateOrUnionTerritory,
  testPeriod,
} from '@apex/core';
import { type Ref, useId } from 'react';
import { useExamStatus } from '../../clock/useExamStatus.ts';
import { ORGANISER } from '../../config/organiser.ts';
import { REGISTRATION_COPY, STATE_NAMES } from '../../content/registrationCopy.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { useLocalized } from '../../hooks/useLocalized.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { ResultPanel } from '../results/index.ts';
import { GuardianStatusPanel } from './GuardianStatusPanel.tsx';
import { NextTestSentence } from './NextTestSentence.tsx';
import styles from './registration.module.css';
import { StartTestLink } from './StartTestLink.tsx';
import { WithdrawRegistration } from './WithdrawRegistration.tsx';

export interface RegistrationConfirmationProps {
  registration: Registration;
  edition: ExamEdition;
  uid: string;
  /** Changing the details: offered only while registration is open. */
  onEdit?: (() => void) | undefined;
  /** Changing the guardian's address: offered only while registration is open. */
  onChangeGuardianAddress?: (() => void) | undefined;
  onWithdrawn: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The confirmation a family keeps as an admit slip: the registration number, the candidate's
 * details, the edition's batches, what happens next and who organises the exam (the slip is
 * the family's one paper record, so it says whom to ask). Print gives one A4 page (the page's print
 * stylesheet leaves out the site's header, footer and buttons).
 */
export function RegistrationConfirmation({
  registration,
  edition,
  uid,
  onEdit,
  onChangeGuardianAddress,
  onWithdrawn,
  headingRef,
}: RegistrationConfirmationProps) {
  const locale = useLocale();
  const words = useMessages();
  const text = words.registration;
  const copy = useLocalized(REGISTRATION_COPY);
  const stateNames = useLocalized(STATE_NAMES);
  const headingId = useId();
  const grade = String(registration.grade);
  const state = isIndianStateOrUnionTerritory(registration.schoolState)
    ? stateNames[registration.schoolState]
    : registration.schoolState;
  const status = useExamStatus();
  const testAhead = status.edition.id !== edition.id || status.today <= testPeriod(edition).end;

  const details: readonly (readonly [string, string])[] = [
    [text.edition, text.editionName({ edition: editionName(edition, locale) })],
    [text.candidateName, registration.candidateName],
    [text.grade, text.gradeOption({ grade })],
    [text.schoolName, registration.schoolName],
    [text.schoolCity, registration.schoolCity],
    [text.schoolState, state],
    [text.guardianName, registration.guardianName],
    [text.guardianEmail, registration.guardianEmail],
    [
      text.guardianMobileSlip,
      registration.guardianMobile ? formatPhone(registration.guardianMobile) : text.notGiven,
    ],
    [
      words.guardianStatus.label,
      registration.guardianConfirmedAt === null
        ? words.guardianStatus.awaiting
        : words.guardianStatus.confirmed({
            date: formatDay(indianDay(registration.guardianConfirmedAt.getTime()), locale),
          }),
    ],
    [
      text.consentLegend,
      text.consentGiven({ date: formatDay(indianDay(registration.consentedAt.getTime()), locale) }),
    ],
  ];

  return (
    <section className={styles.confirmation} aria-labelledby={headingId}>
      {/* Paper only: the printed page's title and mark, so the slip says what it is. */}
      <p className={styles.slipTitle} aria-hidden="true">
        <span className={styles.slipMark}>{EXAM.name}</span>
        {text.slipTitle({ edition: editionName(edition, locale) })}
      </p>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {registration.guardianStatus === 'confirmed'
          ? text.confirmed
          : words.guardianStatus.awaitingHeading}
      </h2>
      <GuardianStatusPanel
        registration={registration}
        uid={uid}
        onChangeAddress={onChangeGuardianAddress}
      />
      <StartTestLink registration={registration} edition={edition} />
      <div className={styles.number}>
        <p className={styles.label}>{text.numberLabel}</p>
        <p className={styles.numberValue} data-testid="registration-number">
          {registration.registrationNumber}
        </p>
        <p className={styles.hint}>{text.numberHint}</p>
      </div>

      {registration.guardianStatus === 'confirmed' ? (
        <ResultPanel uid={uid} edition={edition} guardianEmail={registration.guardianEmail} />
      ) : null}

      <div>
        <h3>{text.detailsHeading}</h3>
        <dl className={styles.details}>
          {details.map(([term, value]) => (
            <div key={term} className={styles.pair}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>

      <div>
        <h3>{text.batchesHeading}</h3>
        <ul className={styles.list}>
          {edition.batches.map((batch, index) => (
            <li key={batch.start}>
              {text.batchName({ number: String(index + 1) })}: {formatDateRange(batch, locale)}
            </li>
          ))}
        </ul>
      </div>

      {/* What happens next is about the test: once the test period is over, it is the past. */}
      {testAhead ? (
        <div>
          <h3>{text.nextHeading}</h3>
          <ul className={styles.list}>
            <li>
              <NextTestSentence edition={edition} grade={registration.grade} />
            </li>
            <li>
              {text.nextCertificate({
                email: registration.guardianEmail,
                days: String(EXAM.certificateDeliveryDays),
              })}
            </li>
          </ul>
        </div>
      ) : null}

      <div className={styles.organiserBlock}>
        <h3>{text.organiserHeading}</h3>
        {/* The registered name and address stay as registered, in English (as on /address). */}
        <address className={styles.organiser} lang="en">
          {[ORGANISER.legalName, ...ORGANISER.postalAddress].map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
        <p>
          {text.organiserContact({
            email: ORGANISER.supportEmail,
            phone: formatPhone(ORGANISER.phone),
          })}
        </p>
      </div>

      <p className={`${styles.hint} ${styles.noPrint}`}>{copy.printNote}</p>
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <button type="button" className={styles.primary} onClick={() => window.print()}>
          {text.print}
        </button>
        {onEdit ? (
          <button type="button" className={styles.secondary} onClick={onEdit}>
            {text.edit}
          </button>
        ) : null}
      </div>
      <WithdrawRegistration uid={uid} editionId={edition.id} onWithdrawn={onWithdrawn} />
    </section>
  );
}
