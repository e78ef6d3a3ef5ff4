import type { StandingCertificate } from '@apex/auth-port';
import { EDITIONS, editionName, formatDay, formatGrade } from '@apex/core';
import { useId } from 'react';
import { ORGANISER } from '../../config/organiser.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import styles from './certificate.module.css';
import { QrCode } from './QrCode.tsx';

export interface CertificateViewProps {
  certificate: StandingCertificate;
  /** The page's own address, for the QR code and the line under it. */
  address: string;
}

/**
 * The certificate as anyone with its link sees it, and as it prints: one A4 landscape sheet
 * (certificate.module.css). Only the public fields; the school only when the guardian agreed
 * (the server leaves it out otherwise). A withdrawn one is never drawn (WithdrawnCertificate).
 */
export function CertificateView({ certificate, address }: CertificateViewProps) {
  const locale = useLocale();
  const words = useMessages();
  const text = words.certificate;
  const headingId = useId();
  const achievement = words.results.achievements[certificate.achievement];
  const edition = EDITIONS.find((entry) => entry.id === certificate.editionId);
  const shownEditionName =
    edition === undefined ? certificate.editionName : editionName(edition, locale);

  return (
    <article className={styles.certificate} aria-labelledby={headingId}>
      <div className={styles.sheet}>
        <h1 id={headingId} className={styles.heading}>
          {text.heading({ achievement })}
        </h1>
        <p>{text.awardedTo}</p>
        <p className={styles.name}>{certificate.candidateName}</p>
        <p>
          {text.took({
            grade: formatGrade(certificate.grade, locale),
            editionName: shownEditionName,
          })}
        </p>
        <p className={styles.achievement}>{achievement}</p>
        {certificate.schoolName === undefined ? null : (
          <p>{text.school({ school: certificate.schoolName })}</p>
        )}
        <div className={styles.footer}>
          <div className={styles.facts}>
            <p>{text.issuedOn({ date: formatDay(certificate.issuedOn, locale) })}</p>
            <p>{text.organiser({ organiser: certificate.organiserName })}</p>
            <p>{text.recognisedBy({ body: ORGANISER.certificateRecognisedBy })}</p>
          </div>
          <figure className={styles.qr}>
            <QrCode value={address} label={text.qrLabel} />
            <figcaption>{text.verify({ address })}</figcaption>
          </figure>
        </div>
      </div>
      <div className={styles.noPrint}>
        <button type="button" className={styles.print} onClick={() => window.print()}>
          {text.print}
        </button>
      </div>
    </article>
  );
}
