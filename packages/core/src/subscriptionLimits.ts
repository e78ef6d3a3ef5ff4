/**
 * The limits of the lists' double opt-in (issue 30), apart from subscriptions.ts so the catalogs
 * can quote them without importing what imports the catalogs.
 */

/** How long a confirmation link works, from when it was mailed. An unsubscribe link never expires. */
export const SUBSCRIPTION_LINK_VALID_DAYS = 7;

/** Random bytes in a confirm or unsubscribe token (base64url in the link, SHA-256 when stored). */
export const SUBSCRIPTION_TOKEN_BYTES = 32;

/**
 * Confirmation mails one address can be sent: at most one per topic in 24 hours and this many a day
 * across topics. Past either, a subscribe answers the same and sends nothing (no mail-bombing, no
 * probing).
 */
export const SUBSCRIPTION_MAILS_PER_TOPIC_PER_DAY = 1;
export const SUBSCRIPTION_MAILS_PER_ADDRESS_PER_DAY = 3;

/** Subscribes one caller (a browser session; on Firebase an IP) may make in an hour. */
export const SUBSCRIBES_PER_CALLER_PER_HOUR = 20;

/** The pages the list's mails link to (their Hindi twins are under /hi). */
export const SUBSCRIPTION_CONFIRM_PATH = '/subscribe/confirm';
export const UNSUBSCRIBE_PATH = '/unsubscribe';
