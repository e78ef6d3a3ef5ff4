import type { PaperPreview as Paper, PaperPreviewItem } from '@apex/auth-port';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, type Locale } from '@apex/core';
import { useId, useState } from 'react';
import { PaperText } from '../../../components/paper/PaperText.tsx';
import { useMessages } from '../../../hooks/useMessages.ts';
import styles from './papers.module.css';

const LANGUAGES: readonly Locale[] = ['en', 'hi'];

export interface PaperPreviewProps {
  paper: Paper;
}

/**
 * An uploaded paper as a candidate will see it, in English or Hindi (the organiser switches),
 * every question with its place in the file, so a problem named at `sections[1].items[4]` is
 * found at a glance. No answer key: the server never sends one.
 */
export function PaperPreview({ paper }: PaperPreviewProps) {
  const text = useMessages().organiserPapers;
  const headingId = useId();
  const [language, setLanguage] = useState<Locale>('en');
  const instruction = (item: PaperPreviewItem) =>
    ({
      'single-choice': text.pickOne,
      'multiple-response': text.pickMany,
      numeric: text.answerNumber,
      'short-text': text.answerText,
    })[item.kind];

  return (
    <section className={styles.preview} aria-labelledby={headingId}>
      <h3 id={headingId}>{text.previewHeading}</h3>
      <fieldset className={styles.languages}>
        <legend>{text.previewLanguage}</legend>
        {LANGUAGES.map((option) => (
          <label key={option} lang={LANGUAGE_TAGS[option]}>
            <input
              type="radio"
              name={`${headingId}-language`}
              value={option}
              checked={language === option}
              onChange={() => setLanguage(option)}
            />
            {LANGUAGE_NAMES[option]}
          </label>
        ))}
      </fieldset>
      <div className={styles.paper} lang={LANGUAGE_TAGS[language]}>
        <h4>
          <PaperText segments={paper.title[language]} />
        </h4>
        {paper.sections.map((section, s) => (
          <section key={section.id} className={styles.paperSection}>
            <h5>
              <PaperText segments={section.title[language]} />{' '}
              <span className={styles.meta}>
                (
                {text.sectionMeta({
                  marks: String(section.marks),
                  minutes: String(section.minutes),
                })}
                )
              </span>
            </h5>
            <ol className={styles.items}>
              {section.items.map((item, i) => (
                <li key={item.id} className={styles.item}>
                  <p className={styles.meta}>
                    {text.itemPlace({
                      number: String(i + 1),
                      place: `sections[${s}].items[${i}]`,
                      marks: item.marks,
                    })}
                  </p>
                  {item.passage === undefined ? null : (
                    <blockquote className={styles.passage}>
                      <PaperText segments={item.passage[language]} />
                    </blockquote>
                  )}
                  <p>
                    <PaperText segments={item.text[language]} />
                  </p>
                  {item.choices === undefined ? null : (
                    <ul className={styles.choices}>
                      {item.choices.map((choice) => (
                        <li key={choice.id}>
                          <PaperText segments={choice.text[language]} />
                        </li>
                      ))}
                    </ul>
                  )}
                  <p className={styles.meta}>{instruction(item)}</p>
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </section>
  );
}
