import type { PublishProgress } from '@apex/auth-port';
import { useLocale } from '../../../hooks/useLocale.ts';
import { useMessages } from '../../../hooks/useMessages.ts';
import styles from '../organiser.module.css';

/**
 * "Results published on …: N results" (issue 42), from the server's record of the last publish
 * (usePublishRun), so it is there after a reload or on another organiser's screen. Says nothing
 * until a publish is done.
 */
export function PublishedStatus({ run }: { run: PublishProgress | null }) {
  const text = useMessages().organiserConsole;
  const locale = useLocale();
  if (run === null || run.status !== 'done' || run.finishedAt === null) return null;
  const date = new Intl.DateTimeFormat(`${locale}-IN`, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
    numberingSystem: 'latn',
  }).format(run.finishedAt);
  return <p className={styles.news}>{text.publishedStatus({ date, count: run.total })}</p>;
}
