import type { GuardianConsentView } from '@apex/auth-port';
import { EDITIONS, editionName, formatDay, indianDay } from '@apex/core';
import { useId } from 'react';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { type GuardianDetail, GuardianDetailsList } from './GuardianDetailsList.tsx';
import { GuardianPrivacyLink } from './GuardianPrivacyLink.tsx';
import styles from './guardian.module.css';

/** Everything held about the child, why, and until when (issue 38; DPDP s.11). */
export function GuardianHeldDetails({ view }: { view: GuardianConsentView }) {
  const locale = useLocale();
  const words = useMessages();
  const page = words.guardianPage;
  const text = words.guardianManage;
  const heldId = useId();
  const whyId = useId();
  const edition = EDITIONS.find((candidate) => candidate.id === view.editionId);
  // Until the guardian confirmed, the server sends the first name and grade only (issue 38).
  const school = view.schoolName;
  const rows: readonly GuardianDetail[] = [
    [school === null ? page.candidateFirstName : page.candidate, view.candidateName],
    [page.grade, words.registration.gradeOption({ grade: String(view.grade) })],
    ...(school === null ? [] : [[page.school, school] as const]),
    [page.guardian, view.guardianName],
    [text.guardianEmail, view.guardianEmail],
    [
      page.edition,
      edition
        ? words.registration.editionName({ edition: editionName(edition, locale) })
        : view.editionId,
    ],
    [page.registeredBy, view.registrantEmail],
    [text.status, view.status === 'confirmed' ? text.confirmed : text.awaiting],
    [text.result, view.hasResult ? text.resultHeld : text.resultNone],
  ];
  return (
    <>
      <section className={styles.section} aria-labelledby={heldId}>
        <h2 id={heldId}>{text.heldHeading}</h2>
        <GuardianDetailsList rows={rows} />
        {school === null ? <p>{page.shownOnceConfirmed}</p> : null}
      </section>
      <section className={styles.section} aria-labelledby={whyId}>
        <h2 id={whyId}>{text.whyHeading}</h2>
        <p>{text.why}</p>
        <p>{text.until({ date: formatDay(indianDay(view.deleteAt.getTime()), locale) })}</p>
        <GuardianPrivacyLink />
      </section>
    </>
  );
}
