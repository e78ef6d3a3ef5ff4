import type { ReactNode } from 'react';
import { BackendProvider } from '../backend/BackendContext.tsx';
import type { BackendHandle } from '../backend/BackendHandle.ts';
import { SessionProvider } from '../features/session/index.ts';

export function AppProviders({
  backend,
  children,
}: {
  backend: BackendHandle;
  children: ReactNode;
}) {
  return (
    <BackendProvider handle={backend}>
      <SessionProvider>{children}</SessionProvider>
    </BackendProvider>
  );
}
