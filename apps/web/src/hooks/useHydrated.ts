import { startTransition, useEffect, useState } from 'react';

/**
 * False in the prerendered HTML and in the render that hydrates it, true once the app runs: for a
 * control that only works with JavaScript, so it stays disabled in the HTML. The change is a
 * transition: an urgent update while part of the page is still hydrating would make React hydrate
 * the rest in one blocking task (docs/adr/0073-framework-mode.md).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
