import { useEffect, useRef } from 'react';
import { useHydrating } from '../../hooks/useHydrating.ts';

export interface QueryPendingProps {
  /** The query parameter that changes what the page shows (`mode`, `course`). */
  param: string;
  /** Its values that do (`signup`, `reset`); any other value shows the prerendered view. */
  values: readonly string[];
}

/** Only letters, digits and `-`: the values are written into the script as they are. */
const SAFE = /^[\w-]+$/;

/**
 * For a page whose prerendered HTML shows its query-less view (`/register` in Login mode,
 * `/ordersummary` without a course): hosting cannot route on the query, so `?mode=signup` arrives
 * with the Login form. A tiny inline script, run as the HTML is parsed, marks the page's <main>
 * busy and hidden when the query asks for another view, so nothing is typed into a form about to
 * be replaced; once the app has rendered the right view, the mark goes. Its text is hashed into
 * the site's CSP with the framework's own inline scripts (vite/siteFiles.ts).
 */
export function QueryPending({ param, values }: QueryPendingProps) {
  const hydrating = useHydrating();
  const ref = useRef<HTMLScriptElement>(null);
  useEffect(() => {
    if (hydrating) return;
    const main = ref.current?.closest('main');
    main?.removeAttribute('aria-busy');
    main?.removeAttribute('data-query-pending');
  }, [hydrating]);
  if (![param, ...values].every((value) => SAFE.test(value))) {
    throw new Error(`QueryPending: ${param}=${values.join('|')} is not a plain word`);
  }
  const check = values.map((value) => `v==="${value}"`).join('||');
  const script = `(function(){var v=new URLSearchParams(location.search).get("${param}");var m=document.currentScript.closest("main");if(m&&(${check})){m.setAttribute("aria-busy","true");m.setAttribute("data-query-pending","")}})()`;
  return <script ref={ref}>{script}</script>;
}
