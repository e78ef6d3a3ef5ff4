import type { ReactNode } from 'react';
import { BackendProvider } from '../backend/BackendContext.tsx';
import type { BackendHandle } from '../backend/BackendHandle.ts';
import { ExamClockProvider } from '../clock/ExamClockProvider.tsx';
import type { ExamClock } from '../clock/examClock.ts';
import { SessionProvider } from '../features/session/index.ts';

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
  return (
    <BackendProvider handle={backend}>
      <SessionProvider>
        <ExamClockProvider clock={clock}>{children}</ExamClockProvider>
      </SessionProvider>
    </BackendProvider>
  );
}
