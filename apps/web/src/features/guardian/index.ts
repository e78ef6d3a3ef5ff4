// The guardian's confirmation (issue 28): the page a parent or guardian opens from the mail.
export { GuardianConsent } from './GuardianConsent.tsx';
// The guardian's own page (issue 38): what is held, and consent withdrawn.
export { GuardianManage } from './GuardianManage.tsx';
// The parent's confirmation of an under-18 account (issue 38), from its own mail.
export { ParentConfirmation } from './ParentConfirmation.tsx';
