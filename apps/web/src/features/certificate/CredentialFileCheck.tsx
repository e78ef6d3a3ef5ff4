import { type ChangeEvent, useId, useState } from 'react';
import { useMessages } from '../../hooks/useMessages.ts';
import styles from './certificate.module.css';
import type { FileVerdict, ReadStatusList } from './credentialCheck.ts';

/** The signed file's kind: a name, the same in every language. */
const JWT_FILE = '.jwt';

export interface CredentialFileCheckProps {
  /** The certificate whose page this is: a file of another reads as such. */
  certificateId: string;
  keySetUrl: string;
  readStatusList: ReadStatusList;
}

type Check = { readonly kind: 'idle' } | { readonly kind: 'checking' } | FileVerdict;

/**
 * "Check a signed file" on a cancelled certificate's page (issue 38): the page shows nothing of
 * the candidate, but whoever was handed the signed file (a school, an employer) can check it here
 * and read that it was cancelled, as any wallet reading its status list would. The file is read
 * in the browser only; nothing is sent.
 */
export function CredentialFileCheck({
  certificateId,
  keySetUrl,
  readStatusList,
}: CredentialFileCheckProps) {
  const text = useMessages().credential;
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const [check, setCheck] = useState<Check>({ kind: 'idle' });

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file === undefined) return;
    setCheck({ kind: 'checking' });
    try {
      const [jwt, { checkCredentialFile }] = await Promise.all([
        file.text(),
        import('./credentialCheck.ts'),
      ]);
      setCheck(await checkCredentialFile(jwt, certificateId, keySetUrl, readStatusList));
    } catch (error) {
      console.error('Error checking a credential file:', error);
      setCheck({ kind: 'failed' });
    }
  }

  return (
    <section className={styles.credential} aria-labelledby={headingId}>
      <h2 id={headingId}>{text.fileHeading}</h2>
      <p id={hintId}>{text.fileIntro({ file: JWT_FILE })}</p>
      <label htmlFor={inputId}>{text.fileLabel({ file: JWT_FILE })}</label>
      <input
        id={inputId}
        type="file"
        accept=".jwt,application/jwt,text/plain"
        aria-describedby={hintId}
        onChange={(event) => void onFile(event)}
      />
      <div aria-live="polite" aria-busy={check.kind === 'checking'}>
        {check.kind === 'checking' ? <p>{text.fileChecking}</p> : null}
        {check.kind === 'revoked' ? (
          <>
            <p className={styles.verdict} data-verdict="revoked">
              {text.revoked}
            </p>
            <p>{text.fileRevoked({ issuer: check.issuer })}</p>
          </>
        ) : null}
        {check.kind === 'active' ? <p>{text.fileActive({ issuer: check.issuer })}</p> : null}
        {check.kind === 'unlisted' ? <p>{text.fileUnlisted({ issuer: check.issuer })}</p> : null}
        {check.kind === 'other' ? <p>{text.fileOther}</p> : null}
        {check.kind === 'invalid' ? (
          <>
            <p className={styles.verdict} data-verdict="invalid">
              {text.notValid}
            </p>
            <p>{text.fileInvalid}</p>
          </>
        ) : null}
        {check.kind === 'unsupported' ? <p>{text.unsupportedText}</p> : null}
        {check.kind === 'failed' ? (
          <p role="alert" className={styles.alert}>
            {text.fileFailed}
          </p>
        ) : null}
      </div>
    </section>
  );
}
