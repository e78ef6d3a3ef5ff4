import type { AttemptClosedBy, AttemptStart } from '@apex/auth-port';
import { LANGUAGE_TAGS, type Locale } from '@apex/core';
import { useEffect, useRef, useState } from 'react';
import { PaperText } from '../../components/paper/PaperText.tsx';
import { ConfirmAction } from '../../components/ui/ConfirmAction.tsx';
import { useLocale } from '../../hooks/useLocale.ts';
import { useMessages } from '../../hooks/useMessages.ts';
import styles from './exam.module.css';
import { PaperItem } from './PaperItem.tsx';
import { PaperLanguage } from './PaperLanguage.tsx';
import type { Resumed } from './resumeAnswers.ts';
import { SaveStatus } from './SaveStatus.tsx';
import { TimeLeft } from './TimeLeft.tsx';
import { usePlayer } from './usePlayer.ts';

export interface TestPlayerProps {
  readonly uid: string;
  readonly editionId: string;
  readonly start: AttemptStart;
  readonly resumed: Resumed;
  readonly onClosed: (closedBy: AttemptClosedBy, notCounted: readonly string[]) => void;
}

/**
 * The open paper: the time left and where the answers are, kept in view at the top; the questions
 * numbered through the sections; Submit with a confirmation at the end.
 */
export function TestPlayer({ uid, editionId, start, resumed, onClosed }: TestPlayerProps) {
  const text = useMessages().examTest;
  const [language, setLanguage] = useState<Locale>(useLocale());
  const player = usePlayer(uid, editionId, start, resumed, onClosed);
  const items = start.paper.sections.flatMap((section) => section.items);
  const answered = items.filter((item) => {
    const value = player.answers[item.id];
    return value !== undefined && value.length > 0;
  }).length;
  let number = 0;
  // The paper replaces the rules (and their Begin button): its title takes focus, so a keyboard
  // or screen reader user starts at the top of the paper, not at the top of the page.
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);

  return (
    <div className={styles.player}>
      <div className={styles.bar}>
        <TimeLeft deadline={start.deadline} clock={player.clock} onExpired={player.expire} />
        <SaveStatus state={player.state} />
      </div>
      <PaperLanguage language={language} onChange={setLanguage} />
      <div className={styles.paper} lang={LANGUAGE_TAGS[language]}>
        <h2 ref={titleRef} tabIndex={-1} className={styles.paperTitle}>
          <PaperText segments={start.paper.title[language]} />
        </h2>
        {start.paper.sections.map((section) => (
          <section key={section.id} className={styles.section}>
            <h2 className={styles.sectionTitle}>
              <PaperText segments={section.title[language]} />
            </h2>
            {section.items.map((item) => {
              number += 1;
              return (
                <PaperItem
                  key={item.id}
                  item={item}
                  number={number}
                  language={language}
                  answer={player.answers[item.id]}
                  onAnswer={player.answer}
                />
              );
            })}
          </section>
        ))}
      </div>
      <p className={styles.answered}>
        {text.answered({ answered: String(answered), total: String(items.length) })}
      </p>
      <ConfirmAction
        what="submitting the test"
        words={{
          start: text.submit,
          question: text.submitQuestion({ unanswered: items.length - answered }),
          confirm: text.submitConfirm,
          working: text.submitting,
          keep: text.submitKeep,
          failed: text.submitFailed,
        }}
        classes={{
          noPrint: undefined,
          box: styles.submit,
          actions: styles.actions,
          danger: styles.primary,
          secondary: styles.secondary,
          alert: styles.alert,
        }}
        act={player.submit}
      />
    </div>
  );
}
