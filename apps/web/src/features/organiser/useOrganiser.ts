import type { OrganiserService } from '@apex/auth-port';
import { useCallback } from 'react';
import { useBackendHandle } from '../../backend/useBackendHandle.ts';

/** The organiser service, loaded with the backend on first use. */
export function useOrganiser(): () => Promise<OrganiserService> {
  const handle = useBackendHandle();
  return useCallback(() => handle.load().then((backend) => backend.organiser), [handle]);
}
