import type { ReactNode } from 'react';
import { SessionContext } from './SessionContext.ts';

/** Placeholder until the accounts issue lands: always signed out. */
export function SessionProvider({ children }: { children: ReactNode }) {
  return <SessionContext value={{ status: 'unknown' }}>{children}</SessionContext>;
}
