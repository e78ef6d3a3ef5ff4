import type { PaperProblem } from '@apex/auth-port';
import { useId } from 'react';
import { useMessages } from '../../../hooks/useMessages.ts';
import styles from './papers.module.css';

export interface PaperProblemsProps {
  problems: readonly PaperProblem[];
}

/**
 * Every problem the server found in an uploaded paper, each at its place in the file
 * (`sections[1].items[4].text.hi`). The problems are the import's own words, in English, as the
 * paper format is documented (docs/papers.md).
 */
export function PaperProblems({ problems }: PaperProblemsProps) {
  const text = useMessages().organiserPapers;
  const captionId = useId();
  return (
    <div role="alert">
      <table className={styles.problems} aria-labelledby={captionId}>
        <caption id={captionId}>{text.problemsHeading({ count: problems.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{text.problemPlace}</th>
            <th scope="col">{text.problemWhat}</th>
          </tr>
        </thead>
        <tbody>
          {problems.map(({ place, problem }) => (
            <tr key={`${place}\n${problem}`}>
              <td className={styles.place}>{place}</td>
              <td lang="en">{problem}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
