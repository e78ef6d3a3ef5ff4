/** The parts of a click that say where the browser would open a link. */
export type LinkClick = Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>;

/**
 * A click the browser would open in this tab: the main button, no modifier key, no other target.
 * The others (a new tab or window, a download) stay the browser's.
 */
export function opensHere(event: LinkClick, target: string | null | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}
