import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { resolveLazyRoutes } from './resolveLazyRoutes.ts';

function Page() {
  return <p>page</p>;
}

/** Reads the lazy type's state the way React does when it renders it. */
function renderable(type: unknown): unknown {
  const lazyType = type as { _init: (payload: unknown) => unknown; _payload: unknown };
  try {
    return lazyType._init(lazyType._payload);
  } catch (thrown) {
    return thrown instanceof Promise ? 'suspends' : 'fails';
  }
}

describe('resolveLazyRoutes', () => {
  it('loads the lazy page of the matching route, so rendering it no longer suspends', async () => {
    const LazyPage = lazy(async () => ({ default: Page }));
    const routes: RouteObject[] = [
      { element: <p>layout</p>, children: [{ path: '/login', element: <LazyPage /> }] },
    ];
    await resolveLazyRoutes(routes, '/login');
    expect(renderable(LazyPage)).toBe(Page);
  });

  it('leaves the lazy pages of other routes unloaded', async () => {
    const load = vi.fn(async () => ({ default: Page as ComponentType }));
    const Other = lazy(load);
    await resolveLazyRoutes([{ path: '/other', element: <Other /> }], '/login');
    expect(load).not.toHaveBeenCalled();
  });

  it('ignores plain elements and lets a failed import reach React as usual', async () => {
    const Broken = lazy(() => Promise.reject(new Error('offline')));
    const routes: RouteObject[] = [
      { path: '/', element: <Page /> },
      { path: '/broken', element: <Broken /> },
    ];
    await expect(resolveLazyRoutes(routes, '/')).resolves.toBeUndefined();
    await expect(resolveLazyRoutes(routes, '/broken')).resolves.toBeUndefined();
    expect(renderable(Broken)).toBe('fails');
  });
});
