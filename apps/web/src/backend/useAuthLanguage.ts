import type { Locale } from '@apex/core';
import { useEffect } from 'react';
import { useBackendHandle } from './useBackendHandle.ts';

/**
 * The backend's mail (address verification, password reset) goes out in the page's language:
 * once the backend has loaded, and again if the language changes. It waits for whoever loads the
 * backend rather than loading it, so no adapter code joins the critical path; the handle tells
 * its listeners before the caller that loaded it, so the first mail already has the language
 * (docs/adr/0072-mail-language.md).
 */
export function useAuthLanguage(locale: Locale): void {
  const handle = useBackendHandle();
  useEffect(() => handle.onLoad((backend) => backend.auth.setLanguage(locale)), [handle, locale]);
}
