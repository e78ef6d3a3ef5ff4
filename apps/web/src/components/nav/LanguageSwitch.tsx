import { DEFAULT_LOCALE, LANGUAGE_NAMES, LANGUAGE_TAGS, LOCALES } from '@apex/core';
import { useLocation } from 'react-router';
import { rememberLanguageChoice } from '../../hooks/languageChoice.ts';
import { useHydrating } from '../../hooks/useHydrating.ts';
import { useLocale } from '../../hooks/useLocale.ts';
import { localizedHref, unlocalizedPath } from '../../routes/localePath.ts';

export interface LanguageSwitchProps {
  className?: string | undefined;
}

/**
 * The link to this page in the other language, named in that language's own script. A plain
 * link, not a router link: the other language is another prerendered document (its own router,
 * docs/adr/0067-hindi-under-hi.md). It keeps the query and the fragment, so the reader stays where they were.
 */
export function LanguageSwitch({ className }: LanguageSwitchProps) {
  const locale = useLocale();
  const location = useLocation();
  // The prerendered link has no query or fragment: they join it once the page has hydrated.
  const { pathname } = location;
  const hydrating = useHydrating();
  const search = hydrating ? '' : location.search;
  const hash = hydrating ? '' : location.hash;
  const other = LOCALES.find((each) => each !== locale) ?? DEFAULT_LOCALE;
  return (
    <a
      className={className}
      href={localizedHref(`${unlocalizedPath(pathname)}${search}${hash}`, other)}
      hrefLang={LANGUAGE_TAGS[other]}
      lang={LANGUAGE_TAGS[other]}
      onClick={() => rememberLanguageChoice(other)}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
