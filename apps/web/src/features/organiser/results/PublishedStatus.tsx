import type { PublishProgress } from '@apex/auth-port';
import { useEffect, useState } from 'react';
import { useLocale } from '../../../hooks/useLocale.ts';
import { useMessages } from '../../../hooks/useMessages.ts';
import styles from '../organiser.module.css';
import { useOrganiser } from '../useOrganiser.ts';

/**
 * "Results published on …: N results" (issue 42), read from the server's record of the last
 * publish (`publishRuns/{edition}`), so it is there after a reload or on another organiser's
 * screen. `refresh` changes after each publish in this page. Says nothing until a publish is done.
 */
export function PublishedStatus({ editionId, refresh }: { editionId: string; refresh: number }) {
  const text = useMessages().organiserConsole;
  const locale = useLocale();
  const organiser = useOrganiser();
  const [run, setRun] = useState<PublishProgress | null>(null);

  useEffect(() => {
    let active = true;
    void refresh;
    organiser()
      .then((service) => service.publishProgress(editionId))
      .then(
        (progress) => active && setRun(progress),
        // A courtesy: without it the console still works, and the next publish reads it again.
        (error: unknown) => console.error('Error reading the last publish:', error),
      );
    return () => {
      active = false;
    };
  }, [organiser, editionId, refresh]);

  if (run === null || run.status !== 'done' || run.finishedAt === null) return null;
  const date = new Intl.DateTimeFormat(`${locale}-IN`, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
    numberingSystem: 'latn',
  }).format(run.finishedAt);
  return <p className={styles.news}>{text.publishedStatus({ date, count: run.total })}</p>;
}
