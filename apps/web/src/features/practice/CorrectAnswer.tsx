import type { Language, StoredItem } from '@apex/core/papers';
import { Fragment } from 'react';
import { PaperText } from '../../components/paper/PaperText.tsx';
import { choiceLetter } from './choiceLetter.ts';

export interface CorrectAnswerProps {
  item: StoredItem;
  language: Language;
}

/**
 * An item's right answer as the paper gives it: the right choice or choices, the number, or the
 * first accepted text.
 */
export function CorrectAnswer({ item, language }: CorrectAnswerProps) {
  switch (item.kind) {
    case 'single-choice':
    case 'multiple-response': {
      const keys = typeof item.answer === 'string' ? [item.answer] : item.answer;
      const right = item.choices
        .map((choice, place) => ({ choice, letter: choiceLetter(place) }))
        .filter(({ choice }) => keys.includes(choice.id));
      return (
        <>
          {right.map(({ choice, letter }, index) => (
            <Fragment key={choice.id}>
              {index > 0 ? '; ' : null}
              {letter} <PaperText segments={choice.text[language]} />
            </Fragment>
          ))}
        </>
      );
    }
    case 'numeric':
      return <>{String(item.answer)}</>;
    case 'short-text':
      return <>{item.answer[0]}</>;
  }
}
