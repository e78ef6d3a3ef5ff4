/**
 * Each user has one picture object under a fixed name, so a new upload replaces the old one and
 * nothing else can be written there; the security rules match exactly this path.
 */
export const PROFILE_PICTURE_OBJECT_NAME = 'avatar';

/** Where a profile picture lives in storage. */
export function profilePicturePath(uid: string): string {
  return `profile_pictures/${uid}/${PROFILE_PICTURE_OBJECT_NAME}`;
}

/**
 * Backends give up on an upload or a profile write after this long, with a `…/timeout` error the
 * user may retry, rather than leaving a spinner up for ever.
 */
export const BACKEND_WRITE_TIMEOUT_MS = 30_000;

/** The largest page the organiser's table asks for (`OrganiserService.registrations`). */
export const ORGANISER_MAX_PAGE_SIZE = 500;

/**
 * Backends give up on a read the UI waits on (a profile, a registration, a guardian's request)
 * after this long, with the service's `…/timeout` error, so the page can offer Retry instead of
 * "Loading…" for ever.
 */
export const BACKEND_READ_TIMEOUT_MS = 15_000;
