/**
 * The limits of guardian confirmation (issue 28), apart from guardian.ts so the catalogs can quote
 * them without importing what imports the catalogs.
 */

/** How long a guardian's link works, from when it was sent. */
export const GUARDIAN_LINK_VALID_DAYS = 7;

/** How many times a registrant may have the guardian's mail sent again, per Indian day. */
export const GUARDIAN_RESENDS_PER_DAY = 3;

/**
 * Limits that hold (issue 38): guardian mails (the first request and every resend) one account
 * has sent per Indian day, whichever addresses it named, so changing the address starts nothing
 * afresh.
 */
export const GUARDIAN_MAILS_PER_ACCOUNT_PER_DAY = 6;

/**
 * Guardian mails one address receives per Indian day, from every account together: the first
 * request and the registrant's three resends.
 */
export const GUARDIAN_MAILS_PER_RECIPIENT_PER_DAY = 4;

/**
 * Nothing without consent lingers (issue 38): a registration the guardian has not confirmed is
 * deleted this many days after its newest link stopped working (the link's days plus this grace).
 */
export const UNCONFIRMED_GRACE_DAYS = 1;
