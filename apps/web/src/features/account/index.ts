// The account feature's public face: the pages under src/pages compose these forms and hooks.
export { AccountCard } from './AccountCard.tsx';
export { AUTH_MODE_TITLES, type AuthMode, authModeHref, parseAuthMode } from './authMode.ts';
export { ChangeEmail } from './ChangeEmail.tsx';
export { DeleteAccount } from './DeleteAccount.tsx';
export { FormNotice } from './FormNotice.tsx';
export { GoogleButton } from './GoogleButton.tsx';
export { LoginForm } from './LoginForm.tsx';
export { ProfileEditor } from './ProfileEditor.tsx';
export { ResetForm } from './ResetForm.tsx';
export { SignedInNote } from './SignedInNote.tsx';
export { SignUpForm } from './SignUpForm.tsx';
export { SignUpNextSteps } from './SignUpNextSteps.tsx';
export { safeRedirectPath } from './safeRedirectPath.ts';
export { useAuthAction } from './useAuthAction.ts';
export { useRedirectAfterSuccess } from './useRedirectAfterSuccess.ts';
export { VerificationBanner } from './VerificationBanner.tsx';
