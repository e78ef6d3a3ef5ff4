import { useContext } from 'react';
import { type Session, SessionContext } from './SessionContext.ts';

export function useSession(): Session {
  return useContext(SessionContext);
}
