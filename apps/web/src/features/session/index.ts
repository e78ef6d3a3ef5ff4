// The session feature's public face: everything outside features/session imports from here.
export { NavAccount, type NavAccountProps } from './NavAccount.tsx';
export { clearPersonalData, REGISTRATION_DRAFT_KEY } from './personalData.ts';
export { SessionProvider } from './SessionProvider.tsx';
export { type ResendOutcome, useResendVerification } from './useResendVerification.ts';
export { useSession } from './useSession.ts';
export { useSessionActions } from './useSessionActions.ts';
