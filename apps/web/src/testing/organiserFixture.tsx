import type { MemoryBackend } from '@apex/auth-memory';
import { EDITIONS, type Locale } from '@apex/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { AppProviders } from '../app/AppProviders.tsx';
import { backendHandleOf } from '../backend/BackendHandle.ts';
import { LocaleContext } from '../hooks/LocaleContext.ts';
import { fixedClock, TEST_TODAY } from './fixedClock.ts';
import { backendWithAccount, TEST_PASSWORD } from './testAccounts.ts';

export const ORGANISER_EMAIL = 'organiser@apex.test';
/** The edition the console shows on TEST_TODAY. */
export const CONSOLE_EDITION_ID = EDITIONS[0].id;

/**
 * A memory backend with `registrations` seeded registrations and an organiser signed in (the role
 * granted, then a fresh sign-in, as the custom claim shows on Firebase).
 */
export async function organiserBackend(registrations = 30): Promise<MemoryBackend> {
  const { backend } = await backendWithAccount({ email: ORGANISER_EMAIL, signedIn: false });
  await backend.controls.grantOrganiser(ORGANISER_EMAIL);
  await backend.auth.signIn(ORGANISER_EMAIL, TEST_PASSWORD);
  await backend.controls.seedRegistrations(registrations, CONSOLE_EDITION_ID);
  return backend;
}

/** Renders a piece of the console with the app's providers on `backend`, in `locale`. */
export function renderConsolePiece(ui: ReactNode, backend: MemoryBackend, locale: Locale = 'en') {
  const user = userEvent.setup();
  const result = render(
    <LocaleContext.Provider value={locale}>
      <AppProviders backend={backendHandleOf(backend)} clock={fixedClock(TEST_TODAY)}>
        {ui}
      </AppProviders>
    </LocaleContext.Provider>,
  );
  return { ...result, user };
}
