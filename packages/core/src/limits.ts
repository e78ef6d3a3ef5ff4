/** Timings, thresholds and limits of spec section 9, plus the picture limits we add. */

/** The sign-up password rules of spec section 5; password.ts tests them. */
export const PASSWORD_MIN_LENGTH = 6;
/** Exactly the spec's set. A `-` or `_` is deliberately not special. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

export const AUTH_REDIRECT_DELAY_MS = 2000;
export const PROFILE_TOAST_MS = 6000;
export const GALLERY_SCROLL_INTERVAL_MS = 2500;
export const VISIBILITY_THRESHOLD = 0.5;
export const NAV_BAR_HEIGHT_PX = 91;

export const PROFILE_PICTURE_MAX_MB = 5;
export const PROFILE_PICTURE_MAX_BYTES = PROFILE_PICTURE_MAX_MB * 1024 * 1024;
/** Pictures are downscaled in the browser to this many pixels on the longer side before upload. */
export const PROFILE_PICTURE_MAX_DIMENSION_PX = 512;
/**
 * The most a stored picture may weigh (issue 30): what a 512 px re-encoded picture can be, with
 * room to spare. The chosen file may be PROFILE_PICTURE_MAX_BYTES; what is uploaded is re-encoded.
 */
export const STORED_PICTURE_MAX_BYTES = 1024 * 1024;

/** Upper bounds on stored profile text; the Firestore rules enforce the same numbers. */
export const USERNAME_MAX_LENGTH = 60;
export const EMAIL_MAX_LENGTH = 254;
export const PROFILE_PICTURE_URL_MAX_LENGTH = 2048;

/**
 * The exam registration's fields (issue 13); the Firestore rules enforce the same numbers. The
 * issue fixes the candidate's name (2 to 80) and the school's name (up to 120); the city's limit
 * and the guardian's name following the candidate's are ours (docs/adr/0051-registration-validation.md).
 */
export const PERSON_NAME_MIN_LENGTH = 2;
export const PERSON_NAME_MAX_LENGTH = 80;
export const SCHOOL_NAME_MAX_LENGTH = 120;
export const SCHOOL_CITY_MAX_LENGTH = 80;
