/**
 * Whether React is hydrating the prerendered page right now: from just before `hydrateRoot` until
 * the hydrated page's effects run. A `StaticPart` that first renders in that window keeps the
 * markup the prerenderer made (src/components/ui/StaticPart.tsx, docs/decisions.md, P31); one that
 * mounts later (another page, a client-rendered start) renders its children as any component does.
 */
let hydrating = false;

/** entry-client.tsx, just before it hydrates the prerendered page. */
export function beginInitialHydration(): void {
  hydrating = true;
}

/** The app's root, in its first effect: every part of the page has rendered once by then. */
export function endInitialHydration(): void {
  hydrating = false;
}

export function isInitialHydration(): boolean {
  return hydrating;
}
