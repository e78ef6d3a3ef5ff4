import type { StandingCertificate } from '@apex/auth-port';
import { formatDay } from '@apex/core';
import { useEffect, useId, useState } from 'react';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import styles from './certificate.module.css';
import type { CredentialVerdict, ReadStatusList } from './credentialCheck.ts';

/** The standard's name and the files' kinds: names, the same in every language (placeholders). */
const STANDARD = 'Open Badges 3.0';
const JWT_FILE = '.jwt';
const JSON_FILE = '.json';

export interface CredentialStatusProps {
  certificate: StandingCertificate;
  /** Where the site publishes its credential keys (`/.well-known/jwks.json` of this origin). */
  keySetUrl: string;
  /** Reads the status list the credential names (the backend's `certificates.statusList`). */
  readStatusList: ReadStatusList;
}

function dataUrl(type: string, content: string): string {
  return `data:${type};charset=utf-8,${encodeURIComponent(content)}`;
}

/** The Indian day of a credential's `validFrom` ("2024-09-15T00:00:00+05:30"). */
function dayOf(validFrom: string): string {
  return validFrom.slice(0, 10);
}

/**
 * The certificate's digital signature, checked in the browser against the key set the site
 * publishes (issue 32): valid (issued by, issued on), cancelled (its status list says so, issue
 * 38) or not valid, in words; and, when
 * valid, the signed file a wallet imports and its readable contents, for download.
 */
export function CredentialStatus({
  certificate,
  keySetUrl,
  readStatusList,
}: CredentialStatusProps) {
  const locale = useLocale();
  const words = useMessages();
  const text = words.credential;
  const headingId = useId();
  const [verdict, setVerdict] = useState<CredentialVerdict | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // `attempt` asks for a fresh check (Try again).
    void attempt;
    let current = true;
    setVerdict(null);
    import('./credentialCheck.ts')
      .then(({ checkCertificateCredential }) =>
        checkCertificateCredential(certificate, keySetUrl, readStatusList),
      )
      .then(
        (result) => {
          if (current) setVerdict(result);
        },
        (error: unknown) => {
          console.error('Error checking the credential:', error);
          if (current) setVerdict({ kind: 'failed' });
        },
      );
    return () => {
      current = false;
    };
  }, [certificate, keySetUrl, readStatusList, attempt]);

  const issuer = certificate.organiserName;
  return (
    <section className={styles.credential} aria-labelledby={headingId}>
      <h2 id={headingId}>{text.heading}</h2>
      <div aria-live="polite" aria-busy={verdict === null}>
        {verdict === null ? <p>{text.checking}</p> : null}
        {verdict?.kind === 'absent' ? <p>{text.absent}</p> : null}
        {verdict?.kind === 'valid' ? (
          <>
            <p className={styles.verdict} data-verdict="valid">
              {text.valid}
            </p>
            <p>
              {text.validText({
                issuer,
                date: formatDay(dayOf(verdict.credential.validFrom), locale),
              })}
            </p>
            <ul className={styles.credentialFacts}>
              <li>{text.issuedBy({ issuer: verdict.credential.issuer.name })}</li>
              <li>
                {text.issuedOn({ date: formatDay(dayOf(verdict.credential.validFrom), locale) })}
              </li>
            </ul>
            {verdict.status === 'unresolved' ? <p>{text.statusUnknown({ issuer })}</p> : null}
          </>
        ) : null}
        {verdict?.kind === 'revoked' ? (
          <>
            <p className={styles.verdict} data-verdict="revoked">
              {text.revoked}
            </p>
            <p>{text.revokedText({ issuer })}</p>
          </>
        ) : null}
        {verdict?.kind === 'invalid' ? (
          <>
            <p className={styles.verdict} data-verdict="invalid">
              {text.notValid}
            </p>
            <p>{text.notValidText({ issuer })}</p>
          </>
        ) : null}
        {verdict?.kind === 'unsupported' ? (
          <>
            <p className={styles.verdict}>{text.unsupported}</p>
            <p>{text.unsupportedText}</p>
          </>
        ) : null}
        {verdict?.kind === 'failed' ? (
          <>
            <p role="alert" className={styles.alert}>
              {text.checkFailed}
            </p>
            <button
              type="button"
              className={styles.print}
              onClick={() => setAttempt((count) => count + 1)}
            >
              {words.certificate.tryAgain}
            </button>
          </>
        ) : null}
      </div>
      {verdict?.kind === 'valid' && certificate.credential !== undefined ? (
        <div className={styles.downloads}>
          <p>{text.downloadHint({ standard: STANDARD, issuer })}</p>
          <ul>
            <li>
              <a
                href={dataUrl('application/jwt', certificate.credential)}
                download={`apex-certificate-${certificate.id}${JWT_FILE}`}
              >
                {text.downloadSigned({ file: JWT_FILE })}
              </a>
            </li>
            <li>
              <a
                href={dataUrl('application/json', verdict.json)}
                download={`apex-certificate-${certificate.id}${JSON_FILE}`}
              >
                {text.downloadContents({ file: JSON_FILE })}
              </a>
            </li>
          </ul>
          {/* OB 3.0 §5.1: only the signed file is the credential; the JSON is a readable copy. */}
          <p>{text.copyNotCredential({ signed: JWT_FILE })}</p>
        </div>
      ) : null}
    </section>
  );
}
