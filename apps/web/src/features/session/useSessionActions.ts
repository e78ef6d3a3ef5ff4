import { useContext } from 'react';
import { type SessionActions, SessionActionsContext } from './SessionContext.ts';

export function useSessionActions(): SessionActions {
  return useContext(SessionActionsContext);
}
