import { LANGUAGE_TAGS, loadCatalog } from '@apex/core';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { watchChunkLoadErrors } from './hydration/chunkLoadError.ts';
import { localeOfPath } from './routes/localePath.ts';

/**
 * The framework's client entry (its default, plus two steps): a Hindi page's words come in a
 * chunk of their own, so they are loaded before React hydrates it; without them the prerendered
 * page stays, readable, its links working. The framework's SPA fallback is written in English for
 * both languages: its `lang` is set from the URL first.
 */
watchChunkLoadErrors(window);
const locale = localeOfPath(window.location.pathname);
document.documentElement.lang = LANGUAGE_TAGS[locale];

loadCatalog(locale).then(
  () => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  },
  (error: unknown) => {
    console.error('Error loading the words of this language:', error);
  },
);
