import { useContext } from 'react';
import { BackendContext } from './BackendContext.tsx';
import type { BackendHandle } from './BackendHandle.ts';

export function useBackendHandle(): BackendHandle {
  const handle = useContext(BackendContext);
  if (handle === null) throw new Error('useBackendHandle must be used inside <BackendProvider>');
  return handle;
}
