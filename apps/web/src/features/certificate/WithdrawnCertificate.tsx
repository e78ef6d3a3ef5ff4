import type { WithdrawnCertificate as Withdrawn } from '@apex/auth-port';
import { formatDay, indianDay } from '@apex/core';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { CredentialFileCheck } from './CredentialFileCheck.tsx';
import styles from './certificate.module.css';
import type { ReadStatusList } from './credentialCheck.ts';

export interface WithdrawnCertificateProps {
  certificate: Withdrawn;
  /** For the check of a signed copy someone was given (issue 38). */
  keySetUrl: string;
  readStatusList: ReadStatusList;
}

/**
 * A certificate its family took back (issue 38): the page says only that it is no longer valid
 * and since when. No name, no school, no signature: the server kept none of them. A signed copy
 * someone was handed can be checked here: it reads as cancelled (its status list's bit is set).
 */
export function WithdrawnCertificate({
  certificate,
  keySetUrl,
  readStatusList,
}: WithdrawnCertificateProps) {
  const locale = useLocale();
  const text = useMessages().certificate;
  return (
    <>
      <div className={`${styles.status} ${styles.withdrawn}`}>
        <h1>{text.withdrawnHeading}</h1>
        <p>
          {text.withdrawnText({
            date: formatDay(indianDay(certificate.withdrawnAt.getTime()), locale),
          })}
        </p>
        <p>{text.withdrawnNothingShown}</p>
      </div>
      <CredentialFileCheck
        certificateId={certificate.id}
        keySetUrl={keySetUrl}
        readStatusList={readStatusList}
      />
    </>
  );
}
