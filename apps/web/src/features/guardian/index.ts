// The guardian's confirmation (issue 28): the page a parent or guardian opens from the mail.
export { GuardianConsent } from './GuardianConsent.tsx';
