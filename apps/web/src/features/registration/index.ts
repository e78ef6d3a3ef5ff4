// The exam registration's public face (issue 13): the form and the confirmation, used only by
// /exam-registration. The ways to it on other pages are components/exam/ (RegistrationCallout,
// RegistrationInvite, YourTestLinks) and the hook reading an account's registration is
// backend/useRegistrationRecord.ts, so those pages and the avatar menu do not carry the form.

export { RegistrationConfirmation } from './RegistrationConfirmation.tsx';
export { RegistrationEnded } from './RegistrationEnded.tsx';
export { type RegistrationAccount, RegistrationForm } from './RegistrationForm.tsx';
export { WithdrawRegistration } from './WithdrawRegistration.tsx';
