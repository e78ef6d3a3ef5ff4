import { LANGUAGE_NAMES, LANGUAGE_TAGS, type Locale } from '@apex/core';
import { useId } from 'react';
import { useMessages } from '../../hooks/useMessages.ts';
import styles from './exam.module.css';

const LANGUAGES: readonly Locale[] = ['en', 'hi'];

export interface PaperLanguageProps {
  readonly language: Locale;
  readonly onChange: (language: Locale) => void;
}

/** The paper's language, switched at any time; the answers are the page's, not the language's. */
export function PaperLanguage({ language, onChange }: PaperLanguageProps) {
  const text = useMessages().examTest;
  const name = useId();
  return (
    <fieldset className={styles.languages}>
      <legend>{text.paperLanguage}</legend>
      {LANGUAGES.map((option) => (
        <label key={option} lang={LANGUAGE_TAGS[option]}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={language === option}
            onChange={() => onChange(option)}
          />
          {LANGUAGE_NAMES[option]}
        </label>
      ))}
    </fieldset>
  );
}
