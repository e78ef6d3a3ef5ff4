import { builtInGrades, editionName } from '@apex/core';
import type { ReactNode } from 'react';
import { useExamStatus } from '../../clock/useExamStatus.ts';
import { Container } from '../../components/ui/Container.tsx';
import { PageIntro } from '../../components/ui/PageIntro.tsx';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import { useSession } from '../session/index.ts';
import { ItemAnalysisPanel } from './analysis/ItemAnalysisPanel.tsx';
import { AttemptsPanel } from './attempts/AttemptsPanel.tsx';
import { AuditLog } from './audit/AuditLog.tsx';
import { ExportPanel } from './export/ExportPanel.tsx';
import styles from './organiser.module.css';
import { PapersPanel } from './papers/PapersPanel.tsx';
import { RegistrationsTable } from './RegistrationsTable.tsx';
import { ResultsImport } from './results/ResultsImport.tsx';
import type { ResultsWorker } from './results/resultsWorker.ts';
import { TotalsPanel } from './TotalsPanel.tsx';

/**
 * The console's sections, each one link away from the top (issue 42), so a member of staff never
 * scrolls past the registrations to reach the results.
 */
const SECTIONS = [
  { id: 'console-registrations', heading: 'registrationsHeading' },
  { id: 'console-export', heading: 'exportHeading' },
  { id: 'console-results', heading: 'importHeading' },
] as const;

export interface OrganiserConsoleProps {
  /** What a signed-out visitor gets: the route sends them to log in and back. */
  signedOut: ReactNode;
  /** Tests parse and check results in-thread; the browser uses a worker. */
  worker?: ResultsWorker;
}

/**
 * /organiser: the current edition's totals, registrations, export and results, for organisers
 * only. Anyone else signed in is told plainly that the console is closed to them; the backend
 * refuses them too (the rules, `organiser/permission-denied`), so this is a courtesy, not the lock.
 */
export function OrganiserConsole({ signedOut, worker }: OrganiserConsoleProps) {
  const session = useSession();
  const words = useMessages();
  const text = words.organiserConsole;
  const locale = useLocale();
  const { edition } = useExamStatus();

  if (session.status === 'signed-out') return signedOut;
  return (
    <>
      <PageIntro title={text.title} />
      <Container>
        <div className={styles.console}>
          {session.status === 'unknown' && <p role="status">{words.status.checkingSignIn}</p>}
          {session.status === 'signed-in' && !session.user.roles.includes('organiser') && (
            <section className={styles.section} aria-labelledby="no-access">
              <h2 id="no-access">{text.noAccessHeading}</h2>
              <p>{text.noAccess}</p>
            </section>
          )}
          {session.status === 'signed-in' && session.user.roles.includes('organiser') && (
            <>
              <p>{text.editionHeading({ edition: editionName(edition, locale) })}</p>
              <nav aria-label={text.sectionsLabel}>
                <ul className={styles.sections}>
                  {SECTIONS.map((section) => (
                    <li key={section.id}>
                      <a href={`#${section.id}`}>{text[section.heading]}</a>
                    </li>
                  ))}
                  <li>
                    <a href="#console-papers">{words.organiserPapers.heading}</a>
                  </li>
                  <li>
                    <a href="#console-attempts">{words.organiserAttempts.heading}</a>
                  </li>
                  <li>
                    <a href="#console-audit">{words.organiserAudit.heading}</a>
                  </li>
                  {builtInGrades(edition).length > 0 && (
                    <li>
                      <a href="#console-analysis">{words.organiserAnalysis.heading}</a>
                    </li>
                  )}
                </ul>
              </nav>
              <div id="console-registrations" className={styles.overview} tabIndex={-1}>
                <TotalsPanel editionId={edition.id} />
                <RegistrationsTable editionId={edition.id} />
              </div>
              <div id="console-export" tabIndex={-1}>
                <ExportPanel editionId={edition.id} />
              </div>
              <div id="console-results" tabIndex={-1}>
                <ResultsImport
                  editionId={edition.id}
                  {...(worker === undefined ? {} : { worker })}
                />
              </div>
              <div id="console-papers" tabIndex={-1}>
                <PapersPanel editionId={edition.id} />
              </div>
              <div id="console-attempts" tabIndex={-1}>
                <AttemptsPanel edition={edition} />
              </div>
              <div id="console-audit" tabIndex={-1}>
                <AuditLog />
              </div>
              <div id="console-analysis" tabIndex={-1}>
                <ItemAnalysisPanel editionId={edition.id} />
              </div>
            </>
          )}
        </div>
      </Container>
    </>
  );
}
