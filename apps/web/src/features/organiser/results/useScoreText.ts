import { formatScore } from '@apex/core';
import { useLocale } from '../../../hooks/useLocale.ts';
import { useMessages } from '../../../hooks/useMessages.ts';
import type { EditableRow } from './editableRows.ts';
import { scoreView } from './scoreView.ts';

/**
 * A row's score in words, in the file's unit and as what would be published (issue 42):
 * "36 / 40 marks → 90%", "45 / 40 marks → more than the maximum, 40", "87.5%".
 */
export function useScoreText(): (row: EditableRow) => string {
  const text = useMessages().organiserConsole;
  const locale = useLocale();
  return (row) => {
    const view = scoreView(row);
    const { reading } = view;
    if (reading.kind === 'empty') return text.scoreEmpty;
    if (reading.kind === 'not-a-number') return text.scoreNotNumber({ score: view.score });
    if (view.unit === 'percent') {
      return reading.kind === 'percent'
        ? text.scorePercent({ percent: formatScore(reading.percent, locale) })
        : text.scoreOverHundred({ score: view.score });
    }
    const { score, max } = view;
    if (reading.kind === 'bad-max') return text.scoreBadMax({ score, max });
    if (reading.kind === 'over-max') return text.scoreOverMax({ score, max });
    return text.scoreMarks({ score, max, percent: formatScore(reading.percent, locale) });
  };
}
