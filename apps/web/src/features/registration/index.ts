// The exam registration's public face (issue 13): the form, the confirmation, /page3's grade links
// and the hook that reads an account's registration (the avatar menu's entry).

export { RegistrationCallout } from './RegistrationCallout.tsx';
export { RegistrationConfirmation } from './RegistrationConfirmation.tsx';
export { type RegistrationAccount, RegistrationForm } from './RegistrationForm.tsx';
export { RegistrationInvite } from './RegistrationInvite.tsx';
export { type RegistrationRecord, useRegistrationRecord } from './useRegistrationRecord.ts';
export { YourTestLinks } from './YourTestLinks.tsx';
