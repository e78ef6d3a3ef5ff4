import type { PublishProgress } from '@apex/auth-port';
import { useEffect, useState } from 'react';
import { useOrganiser } from '../useOrganiser.ts';

/**
 * The server's record of the edition's last publish (`publishRuns/{edition}`), read on arrival and
 * again whenever `refresh` changes (after each publish in this page): the console's "Results
 * published on …" and whether the rows in hand would publish anything new (issue 42). Null until
 * read, or when nothing was ever published.
 */
export function usePublishRun(editionId: string, refresh: number): PublishProgress | null {
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

  return run;
}
