import { DEFAULT_LOCALE, LANGUAGE_TAGS, loadCatalog, messagesFor } from '@apex/core';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import {
  prefersHindi,
  readLanguageChoice,
  rememberLanguageChoice,
} from '../../hooks/languageChoice.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { localizedHref } from '../../routes/localePath.ts';
import styles from './LanguageSuggestion.module.css';

/**
 * On the English home page, to a browser that puts Hindi before English and has not chosen a
 * language here yet: a note, in Hindi, that the site is in Hindi too. Never a redirect (issue 15):
 * the reader follows the link or stays. Decided after hydration, from the browser's languages, and
 * fixed over the page's bottom edge, so the prerendered page is the same for everyone and nothing
 * moves when it appears.
 */
export function LanguageSuggestion() {
  const locale = useLocale();
  const { pathname } = useLocation();
  const [shown, setShown] = useState(false);
  const onHome = locale === DEFAULT_LOCALE && pathname === '/';

  useEffect(() => {
    if (!(onHome && readLanguageChoice() === null && prefersHindi(navigator.languages))) {
      setShown(false);
      return;
    }
    // The note is in Hindi: an English page fetches those words only for a reader who may want them.
    let current = true;
    loadCatalog('hi').then(
      () => {
        if (current) setShown(true);
      },
      (error: unknown) => console.error('Error loading the Hindi words:', error),
    );
    return () => {
      current = false;
    };
  }, [onHome]);

  if (!shown) return null;
  const hindi = messagesFor('hi').language;
  return (
    <aside className={styles.note} aria-label={hindi.suggestion} lang={LANGUAGE_TAGS.hi}>
      <p className={styles.text}>{hindi.suggestion}</p>
      <a
        className={styles.link}
        href={localizedHref('/', 'hi')}
        hrefLang={LANGUAGE_TAGS.hi}
        onClick={() => rememberLanguageChoice('hi')}
      >
        {hindi.suggestionLink}
      </a>
      <button
        type="button"
        className={styles.stay}
        lang={LANGUAGE_TAGS.en}
        onClick={() => {
          rememberLanguageChoice('en');
          setShown(false);
        }}
      >
        {messagesFor('en').language.stay}
      </button>
    </aside>
  );
}
