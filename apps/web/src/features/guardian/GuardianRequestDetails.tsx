import type { GuardianRequest } from '@apex/auth-port';
import { consentNotice, EDITIONS, editionName, formatDay, indianDay } from '@apex/core';
import { useId } from 'react';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { type GuardianDetail, GuardianDetailsList } from './GuardianDetailsList.tsx';
import { GuardianPrivacyLink } from './GuardianPrivacyLink.tsx';
import styles from './guardian.module.css';

/**
 * What the guardian must know to decide (issue 28; DPDP Rules r.10): who registered whom, what is
 * kept, why, and until when, and how long the link works.
 */
export function GuardianRequestDetails({ request }: { request: GuardianRequest }) {
  const locale = useLocale();
  const words = useMessages();
  const text = words.guardianPage;
  const detailsId = useId();
  const keptId = useId();
  const noticeId = useId();
  const edition = EDITIONS.find((candidate) => candidate.id === request.editionId);
  const editionLabel = edition
    ? words.registration.editionName({ edition: editionName(edition, locale) })
    : request.editionId;
  // The first name and grade only (issue 38): until a parent confirms, the reader may be a
  // stranger; the server does not even send the full name or the school.
  const rows: readonly GuardianDetail[] = [
    [text.candidateFirstName, request.candidateFirstName],
    [text.grade, words.registration.gradeOption({ grade: String(request.grade) })],
    [text.guardian, request.guardianName],
    [text.edition, editionLabel],
    [text.registeredBy, request.registrantEmail],
  ];
  return (
    <>
      <section className={styles.section} aria-labelledby={detailsId}>
        <h2 id={detailsId}>{text.details}</h2>
        <GuardianDetailsList rows={rows} />
        <p>{text.shownOnceConfirmed}</p>
      </section>
      <section className={styles.section} aria-labelledby={keptId}>
        <h2 id={keptId}>{text.keptHeading}</h2>
        <p>{text.keptWhat}</p>
        <p>{text.keptWhy}</p>
        {edition ? (
          <p>{text.keptHowLong({ date: formatDay(edition.dataDeleteBy, locale) })}</p>
        ) : null}
        <p>{text.expires({ date: formatDay(indianDay(request.expiresAt.getTime()), locale) })}</p>
      </section>
      {/* What confirming agrees to: the notice in force now, which the server records the
          confirmation under (issue 38; docs/adr/0152-notice-version-asks-again.md). */}
      <section className={styles.section} aria-labelledby={noticeId}>
        <h2 id={noticeId}>{text.noticeHeading}</h2>
        <blockquote className={styles.notice}>
          <p>{consentNotice(locale)}</p>
        </blockquote>
        <GuardianPrivacyLink />
      </section>
    </>
  );
}
