import type { GuardianConsentView } from '@apex/auth-port';
import { EDITIONS, editionName, formatDay, indianDay } from '@apex/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { REGISTRATION_COPY } from '../../content/registrationCopy.ts';
import { REGISTRATION_PRIVACY_ID } from '../../content/registrationPrivacy.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { useLocalized } from '../../hooks/useLocalized.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { useSiteHref } from '../../hooks/useSiteHref.ts';
import { routes } from '../../routes/paths.ts';
import styles from './guardian.module.css';

/** Everything held about the child, why, and until when (issue 38; DPDP s.11). */
export function GuardianHeldDetails({ view }: { view: GuardianConsentView }) {
  const locale = useLocale();
  const words = useMessages();
  const siteHref = useSiteHref();
  const page = words.guardianPage;
  const text = words.guardianManage;
  const copy = useLocalized(REGISTRATION_COPY);
  const heldId = useId();
  const whyId = useId();
  const edition = EDITIONS.find((candidate) => candidate.id === view.editionId);
  // Until the guardian confirmed, the server sends the first name and grade only (issue 38).
  const school = view.schoolName;
  const rows: readonly (readonly [string, string])[] = [
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
        <dl className={styles.details}>
          {rows.map(([term, value]) => (
            <div key={term} className={styles.pair}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {school === null ? <p>{page.shownOnceConfirmed}</p> : null}
      </section>
      <section className={styles.section} aria-labelledby={whyId}>
        <h2 id={whyId}>{text.whyHeading}</h2>
        <p>{text.why}</p>
        <p>{text.until({ date: formatDay(indianDay(view.deleteAt.getTime()), locale) })}</p>
        <p>
          <Link to={siteHref(`${routes.privacy.getHref()}#${REGISTRATION_PRIVACY_ID}`)}>
            {copy.consent.link}
          </Link>
        </p>
      </section>
    </>
  );
}
