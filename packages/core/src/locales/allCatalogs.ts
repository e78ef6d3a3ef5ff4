import { registerCatalog } from '../messages.ts';
import { messages as hi } from './compiled/hi.ts';

/**
 * Imported for its effect: every language's words at once, for Node (the tests, the prerender,
 * the end-to-end suite), where a catalog's size costs nothing. The browser fetches a language only
 * on a page in it (`loadCatalog`).
 */
registerCatalog('hi', hi);
