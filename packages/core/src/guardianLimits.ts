/**
 * The limits of guardian confirmation (issue 28), apart from guardian.ts so the catalogs can quote
 * them without importing what imports the catalogs.
 */

/** How long a guardian's link works, from when it was sent. */
export const GUARDIAN_LINK_VALID_DAYS = 7;

/** How many times a registrant may have the guardian's mail sent again, per Indian day. */
export const GUARDIAN_RESENDS_PER_DAY = 3;
