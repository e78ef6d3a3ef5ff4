import { nextTask } from './nextTask.ts';

/**
 * The scripts the app needs at start, as the build lists them on the page's loader script
 * (`<script data-boot data-preload="/assets/react-….js /assets/app-….js …">`,
 * build/injectBootLoader.ts). None where there is no list (the dev server).
 */
export function bootPreloads(doc: Document): string[] {
  const list = doc.querySelector<HTMLScriptElement>('script[data-boot]')?.dataset.preload ?? '';
  return list.split(' ').filter((href) => href !== '');
}

/**
 * Asks for each script with `<link rel="modulepreload">` (fetched and compiled, not run), one
 * request per task: the browser's work to send a request lands in the task that asks, and four
 * asked together made a long task (docs/decisions.md, P29). The requests still leave within a
 * few milliseconds of each other, long before the first of them arrives, so they download
 * together. Vite's own preloading, when the boot script imports them, then finds them asked.
 */
export async function preloadInTurn(doc: Document, hrefs: readonly string[]): Promise<void> {
  for (const href of hrefs) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    // As Vite's preloading does: the module request these links stand in for is a CORS one.
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
    await nextTask();
  }
}
