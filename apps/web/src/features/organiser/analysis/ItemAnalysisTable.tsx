import type { ItemAnalysisView } from '@apex/auth-port';
import { formatGrade, formatScore } from '@apex/core';
import { useLocale } from '../../../hooks/useLocale.ts';
import { useMessages } from '../../../hooks/useMessages.ts';
import styles from '../organiser.module.css';
import { ScrollRegion } from '../ScrollRegion.tsx';
import analysisStyles from './analysis.module.css';

/** A share (0 to 1) as a percentage in the page's language, digits as the site writes them. */
const percent = (share: number, locale: 'en' | 'hi') => `${formatScore(share * 100, locale)}%`;

/** Discrimination with its sign, at most two decimals: −0.25, 0, +0.4. */
function signed(value: number, locale: 'en' | 'hi'): string {
  const sign = value > 0 ? '+' : value < 0 ? '\u2212' : '';
  return `${sign}${formatScore(Math.abs(value), locale)}`;
}

/** A grade's item analysis as a table: a row per question in the paper's order. */
export function ItemAnalysisTable({ analysis }: { analysis: ItemAnalysisView }) {
  const text = useMessages().organiserAnalysis;
  const locale = useLocale();
  const caption = text.caption({ grade: formatGrade(analysis.grade, locale) });
  return (
    <>
      <p>{text.summary({ attempts: analysis.attempts, paper: analysis.paperId })}</p>
      <ScrollRegion label={caption}>
        <table className={styles.table}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{text.columnItem}</th>
              <th scope="col">{text.columnAnswered}</th>
              <th scope="col">{text.columnShareRight}</th>
              <th scope="col">{text.columnDiscrimination}</th>
              <th scope="col">{text.columnPicked}</th>
            </tr>
          </thead>
          <tbody>
            {analysis.items.map((item, index) => (
              <tr key={item.id}>
                <th scope="row">{text.item({ number: String(index + 1), id: item.id })}</th>
                <td>{item.answered}</td>
                <td>{percent(item.shareRight, locale)}</td>
                <td>
                  {item.discrimination === null
                    ? text.noDiscrimination
                    : signed(item.discrimination, locale)}
                </td>
                <td>
                  {item.picked === null ? (
                    text.typedAnswer
                  ) : (
                    <ul className={analysisStyles.choices}>
                      {item.picked.map((entry) => (
                        <li key={entry.choice}>
                          {text.picked({ choice: entry.choice, count: String(entry.count) })}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
