import type { OrganiserAuditEntry } from '@apex/auth-port';
import { useEffect, useId, useState } from 'react';
import { useLocale } from '../../../hooks/useLocale.ts';
import { useMessages } from '../../../hooks/useMessages.ts';
import styles from '../organiser.module.css';
import { ScrollRegion } from '../ScrollRegion.tsx';
import { useCount } from '../useCount.ts';
import { useOrganiser } from '../useOrganiser.ts';

/** Entries per page: a screenful; "Show older entries" fetches the next. */
export const AUDIT_PAGE_SIZE = 20;

type LogState =
  | { readonly status: 'loading'; readonly entries: readonly OrganiserAuditEntry[] }
  | { readonly status: 'failed'; readonly entries: readonly OrganiserAuditEntry[] }
  | {
      readonly status: 'loaded';
      readonly entries: readonly OrganiserAuditEntry[];
      readonly next: string | null;
    };

/**
 * The organisers' audit log (issue 38): every export, publish, correction, grant and revoke,
 * newest first, a page at a time, with who, when and how many rows. Read-only: the server alone
 * writes it. A failure keeps the entries already shown.
 */
export function AuditLog() {
  const words = useMessages();
  const text = words.organiserAudit;
  const locale = useLocale();
  const organiser = useOrganiser();
  const count = useCount();
  const headingId = useId();
  const [state, setState] = useState<LogState>({ status: 'loading', entries: [] });
  const [request, setRequest] = useState<{ readonly after?: string; readonly attempt: number }>({
    attempt: 0,
  });

  useEffect(() => {
    let active = true;
    const { after } = request;
    setState((previous) => ({
      status: 'loading',
      entries: after === undefined ? [] : previous.entries,
    }));
    organiser()
      .then((service) =>
        service.auditLog({
          pageSize: AUDIT_PAGE_SIZE,
          ...(after === undefined ? {} : { after }),
        }),
      )
      .then(
        (page) =>
          active &&
          setState((previous) => ({
            status: 'loaded',
            entries: after === undefined ? page.entries : [...previous.entries, ...page.entries],
            next: page.next,
          })),
        (error: unknown) => {
          console.error('Error loading the audit log:', error);
          if (active) setState((previous) => ({ status: 'failed', entries: previous.entries }));
        },
      );
    return () => {
      active = false;
    };
  }, [organiser, request]);

  const when = new Intl.DateTimeFormat(`${locale}-IN`, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });
  const what = (entry: OrganiserAuditEntry) =>
    text.actions[entry.action]({
      edition: entry.editionId ?? '',
      subject: entry.subject ?? '',
      minutes: String(entry.minutes ?? ''),
      reason: entry.reason ?? '',
    });

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{text.heading}</h2>
      <p>{text.intro}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => setRequest((previous) => ({ attempt: previous.attempt + 1 }))}
        >
          {text.refresh}
        </button>
      </div>
      {state.entries.length > 0 && (
        <ScrollRegion label={text.caption}>
          <table className={styles.table}>
            <caption>{text.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{text.columnWhen}</th>
                <th scope="col">{text.columnWho}</th>
                <th scope="col">{text.columnWhat}</th>
                <th scope="col">{text.columnRows}</th>
              </tr>
            </thead>
            <tbody>
              {state.entries.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row">
                    <time dateTime={entry.at.toISOString()}>{when.format(entry.at)}</time>
                  </th>
                  <td>{entry.actor}</td>
                  <td>{what(entry)}</td>
                  <td>{entry.rows === null ? text.noCount : count(entry.rows)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <div role="status" className={styles.region}>
        {state.status === 'loading' && <p>{text.loading}</p>}
        {state.status === 'loaded' && state.entries.length === 0 && <p>{text.empty}</p>}
        {state.status === 'loaded' && state.entries.length > 0 && (
          <p>{text.shown({ count: state.entries.length })}</p>
        )}
      </div>
      {state.status === 'failed' && (
        <p role="alert" className={styles.alert}>
          {text.failed}
        </p>
      )}
      {state.status === 'loaded' && state.next !== null && (
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              const after = state.next ?? undefined;
              setRequest((previous) => ({
                attempt: previous.attempt,
                ...(after === undefined ? {} : { after }),
              }));
            }}
          >
            {text.older}
          </button>
        </div>
      )}
    </section>
  );
}
