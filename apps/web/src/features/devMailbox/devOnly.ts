/**
 * Whether the development mailbox is on: on the development server only. A production build
 * replaces `import.meta.env.DEV` with false, so whatever this guards is dropped from it; the unit
 * tests (Vite's `test` mode) render the pages without it and test the mailbox on its own.
 */
export const DEV_MAILBOX_ON: boolean = import.meta.env.DEV && import.meta.env.MODE !== 'test';

/**
 * The link's class: styled by the panel's stylesheet (a global class there), which loads on the
 * development server only, so a production build ships no style of the mailbox either.
 */
export const DEV_MAILBOX_LINK_CLASS = 'apex-dev-mailbox-link';
