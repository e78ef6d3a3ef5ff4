import type { PublicCertificate } from '@apex/auth-port';
import { jwksUrl } from '@apex/core';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { useSiteHref } from '../../hooks/useSiteHref.ts';
import { routes } from '../../routes/paths.ts';
import { CertificateView } from './CertificateView.tsx';
import { CredentialStatus } from './CredentialStatus.tsx';
import styles from './certificate.module.css';
import { WithdrawnCertificate } from './WithdrawnCertificate.tsx';

export interface CertificateLookupProps {
  /** The certificate's id, from the page's address. */
  id: string;
  /** The page's own address, for the QR code. */
  address: string;
}

type Lookup =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'found'; readonly certificate: PublicCertificate };

/**
 * Checks a certificate by its id, with no account: the certificate, "no longer valid" with
 * nothing of it once withdrawn, "no certificate has this address", or a failure to reach the
 * server with Try again.
 */
export function CertificateLookup({ id, address }: CertificateLookupProps) {
  const handle = useBackendHandle();
  const text = useMessages().certificate;
  const siteHref = useSiteHref();
  const [lookup, setLookup] = useState<Lookup>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const readStatusList = useCallback(
    (url: string) => handle.load().then((backend) => backend.certificates.statusList(url)),
    [handle],
  );

  useEffect(() => {
    // `attempt` asks for a fresh read (Try again).
    void attempt;
    let current = true;
    setLookup({ kind: 'loading' });
    handle
      .load()
      .then((backend) => backend.certificates.read(id))
      .then(
        (certificate) => {
          if (!current) return;
          setLookup(certificate === null ? { kind: 'not-found' } : { kind: 'found', certificate });
        },
        (error: unknown) => {
          console.error('Error checking the certificate:', error);
          if (current) setLookup({ kind: 'failed' });
        },
      );
    return () => {
      current = false;
    };
  }, [handle, id, attempt]);

  return (
    <div aria-live="polite" aria-busy={lookup.kind === 'loading'}>
      {lookup.kind === 'loading' ? <p className={styles.status}>{text.loading}</p> : null}
      {lookup.kind === 'not-found' ? (
        <div className={styles.status}>
          <h1>{text.notFound}</h1>
          <p>{text.notFoundText}</p>
          {/* Not a dead end (issue 39): the family's registration holds the real link. */}
          <ul className={styles.onward}>
            <li>
              <Link to={siteHref(routes.examRegistration.getHref())}>
                {text.notFoundRegistration}
              </Link>
            </li>
            <li>
              <Link to={siteHref(routes.home.getHref())}>{text.notFoundHome}</Link>
            </li>
          </ul>
        </div>
      ) : null}
      {lookup.kind === 'failed' ? (
        <div className={styles.status}>
          <h1>{text.title}</h1>
          <p role="alert" className={styles.alert}>
            {text.loadFailed}
          </p>
          <button
            type="button"
            className={styles.print}
            onClick={() => setAttempt((count) => count + 1)}
          >
            {text.tryAgain}
          </button>
        </div>
      ) : null}
      {lookup.kind === 'found' && lookup.certificate.withdrawnAt !== null ? (
        <WithdrawnCertificate
          certificate={lookup.certificate}
          keySetUrl={jwksUrl(new URL(address).origin)}
          readStatusList={readStatusList}
        />
      ) : null}
      {lookup.kind === 'found' && lookup.certificate.withdrawnAt === null ? (
        <>
          <CertificateView certificate={lookup.certificate} address={address} />
          <CredentialStatus
            certificate={lookup.certificate}
            keySetUrl={jwksUrl(new URL(address).origin)}
            readStatusList={readStatusList}
          />
        </>
      ) : null}
    </div>
  );
}
