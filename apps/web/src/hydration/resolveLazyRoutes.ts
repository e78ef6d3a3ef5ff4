import type { ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy components of the routes matching `pathname` before hydration starts.
 *
 * Hydration that meets a lazy component still loading leaves that part of the page dehydrated;
 * if anything above it updates meanwhile (the session provider reporting "signed out" on idle),
 * React discards the prerendered markup there and renders it afresh: the login form blinks, loses
 * what the visitor typed, and a second <title> can appear. Resolved first, the lazy component
 * hydrates in the same pass as the rest of the page.
 *
 * React.lazy exposes no preload API; its element type carries `_init(_payload)`, which returns the
 * component once loaded and throws the pending promise before. Anything else is left alone.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((match) => resolveLazyElement(match.route.element)));
}

const LAZY = Symbol.for('react.lazy');

interface LazyType {
  $$typeof: symbol;
  _payload: unknown;
  _init: (payload: unknown) => unknown;
}

function lazyTypeOf(element: ReactNode): LazyType | undefined {
  if (typeof element !== 'object' || element === null || !('type' in element)) return undefined;
  const type: unknown = element.type;
  if (typeof type !== 'object' || type === null) return undefined;
  if (!('$$typeof' in type) || type.$$typeof !== LAZY) return undefined;
  if (!('_init' in type) || typeof type._init !== 'function' || !('_payload' in type)) {
    return undefined;
  }
  return type as LazyType;
}

async function resolveLazyElement(element: ReactNode): Promise<void> {
  const lazy = lazyTypeOf(element);
  if (lazy === undefined) return;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      lazy._init(lazy._payload);
      return;
    } catch (thrown: unknown) {
      if (!(thrown instanceof Promise)) return; // a failed import: let React report it as usual
      await thrown.catch(() => undefined);
    }
  }
}
