// The session feature's public face: everything outside features/session imports from here.
export { NavAccount, type NavAccountProps } from './NavAccount.tsx';
export { SessionProvider } from './SessionProvider.tsx';
export { type ResendOutcome, useResendVerification } from './useResendVerification.ts';
export { useSession } from './useSession.ts';
export { useSessionActions } from './useSessionActions.ts';
