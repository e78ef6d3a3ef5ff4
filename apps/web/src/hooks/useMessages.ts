import { type Messages, messagesFor } from '@apex/core';
import { useLocale } from './useLocale.ts';

/** The words a user reads, in the page's language: the UI's one way to `@apex/core`'s dictionary. */
export function useMessages(): Messages {
  return messagesFor(useLocale());
}
