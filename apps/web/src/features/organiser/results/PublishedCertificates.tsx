import type { PublishProgress, Result } from '@apex/auth-port';
import { certificateLink } from '@apex/core';
import { useState } from 'react';
import { useLocale } from '../../../hooks/useLocale.ts';
import { useMessages } from '../../../hooks/useMessages.ts';
import styles from '../organiser.module.css';
import { useOrganiser } from '../useOrganiser.ts';

/** Certificates listed a page at a time: a national edition has lakhs. */
export const CERTIFICATES_PAGE_SIZE = 25;

type Listing =
  | { readonly status: 'closed' }
  | { readonly status: 'loading'; readonly rows: readonly Result[] }
  | { readonly status: 'shown'; readonly rows: readonly Result[]; readonly next: string | null }
  | { readonly status: 'failed' };

/**
 * Beside "Results published on …" (issue 42): a link to each published result's certificate, by
 * registration number, read from the server a page at a time once the organiser opens the list,
 * so it is there after a reload. Nothing until a publish is done.
 */
export function PublishedCertificates({
  editionId,
  run,
}: {
  editionId: string;
  run: PublishProgress | null;
}) {
  const text = useMessages().organiserConsole;
  const locale = useLocale();
  const organiser = useOrganiser();
  const [listing, setListing] = useState<Listing>({ status: 'closed' });

  if (run === null || run.status !== 'done') return null;

  const load = async (rows: readonly Result[], after?: string) => {
    setListing({ status: 'loading', rows });
    try {
      const page = await (await organiser()).publishedResults(editionId, {
        pageSize: CERTIFICATES_PAGE_SIZE,
        ...(after === undefined ? {} : { after }),
      });
      setListing({ status: 'shown', rows: [...rows, ...page.rows], next: page.next });
    } catch (error) {
      console.error('Error reading the certificates:', error);
      setListing({ status: 'failed' });
    }
  };

  const rows = listing.status === 'loading' || listing.status === 'shown' ? listing.rows : [];
  return (
    <details
      className={styles.details}
      onToggle={(event) => {
        if (!event.currentTarget.open) setListing({ status: 'closed' });
        else if (listing.status === 'closed' || listing.status === 'failed') void load([]);
      }}
    >
      <summary>{text.certificatesSummary}</summary>
      {rows.length > 0 && (
        <ul className={styles.certificates} aria-label={text.certificatesCaption}>
          {rows.map((row) => (
            <li key={row.certificateId}>
              <a href={certificateLink('', locale, row.certificateId)}>
                {text.certificateFor({ number: row.registrationNumber })}
              </a>
            </li>
          ))}
        </ul>
      )}
      {listing.status === 'shown' && listing.next !== null && (
        <button
          type="button"
          className={styles.secondary}
          onClick={() => void load(listing.rows, listing.next ?? undefined)}
        >
          {text.moreCertificates}
        </button>
      )}
      <div role="status" className={styles.region}>
        {listing.status === 'loading' && <p>{text.certificatesLoading}</p>}
      </div>
      {listing.status === 'failed' && (
        <p role="alert" className={styles.alert}>
          {text.certificatesFailed}
        </p>
      )}
    </details>
  );
}
