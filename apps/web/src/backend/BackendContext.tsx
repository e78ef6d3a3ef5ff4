import { createContext, type ReactNode } from 'react';
import type { BackendHandle } from './BackendHandle.ts';

export const BackendContext = createContext<BackendHandle | null>(null);

export function BackendProvider({
  handle,
  children,
}: {
  handle: BackendHandle;
  children: ReactNode;
}) {
  return <BackendContext value={handle}>{children}</BackendContext>;
}
