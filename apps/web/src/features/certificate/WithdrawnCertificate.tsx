import type { WithdrawnCertificate as Withdrawn } from '@apex/auth-port';
import { formatDay, indianDay } from '@apex/core';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import styles from './certificate.module.css';

export interface WithdrawnCertificateProps {
  certificate: Withdrawn;
}

/**
 * A certificate its family took back (issue 38): the page says only that it is no longer valid
 * and since when. No name, no school, no signature: the server kept none of them.
 */
export function WithdrawnCertificate({ certificate }: WithdrawnCertificateProps) {
  const locale = useLocale();
  const text = useMessages().certificate;
  return (
    <div className={`${styles.status} ${styles.withdrawn}`}>
      <h1>{text.withdrawnHeading}</h1>
      <p>
        {text.withdrawnText({
          date: formatDay(indianDay(certificate.withdrawnAt.getTime()), locale),
        })}
      </p>
      <p>{text.withdrawnNothingShown}</p>
    </div>
  );
}
