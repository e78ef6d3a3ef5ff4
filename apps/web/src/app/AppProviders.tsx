import { type ReactNode, useEffect } from 'react';
import { BackendProvider } from '../backend/BackendContext.tsx';
import type { BackendHandle } from '../backend/BackendHandle.ts';
import { ExamClockProvider } from '../clock/ExamClockProvider.tsx';
import type { ExamClock } from '../clock/examClock.ts';
import { SessionProvider } from '../features/session/index.ts';
import { endInitialHydration } from '../hydration/initialHydration.ts';

export function AppProviders({
  backend,
  clock,
  children,
}: {
  backend: BackendHandle;
  /** The exam status's clock; the site's own (build time, then the visitor's) unless a test injects one. */
  clock?: ExamClock;
  children: ReactNode;
}) {
  // The root's effects run after every component on the page has rendered once: hydration is over.
  useEffect(endInitialHydration, []);
  return (
    <BackendProvider handle={backend}>
      <SessionProvider>
        <ExamClockProvider clock={clock}>{children}</ExamClockProvider>
      </SessionProvider>
    </BackendProvider>
  );
}
