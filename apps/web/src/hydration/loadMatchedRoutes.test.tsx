import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { loadAllRoutes, loadRoutes, matchedRoutes } from './loadMatchedRoutes.ts';

function table() {
  const loaded: string[] = [];
  const lazyPage = (name: string) => async () => {
    loaded.push(name);
    return { element: <p>{name}</p> };
  };
  const routes: RouteObject[] = [
    {
      element: <div />,
      children: [
        { path: '/a', lazy: lazyPage('a') },
        { path: '/b', lazy: lazyPage('b') },
      ],
    },
  ];
  const [layout] = routes;
  const [a, b] = layout?.children ?? [];
  if (a === undefined || b === undefined) throw new Error('the table has two pages');
  return { routes, a, b, loaded };
}

describe('matchedRoutes, then loadRoutes', () => {
  it('loads only the routes matching the path and leaves them ready to render', async () => {
    const { routes, a, b, loaded } = table();
    await loadRoutes(matchedRoutes(routes, '/a'));
    expect(loaded).toEqual(['a']);
    expect(a.lazy).toBeUndefined();
    expect(a.element).toEqual(<p>a</p>);
    expect(b.lazy).toBeTypeOf('function');
  });

  it('loads nothing for a path no route matches', async () => {
    const { routes, loaded } = table();
    await loadRoutes(matchedRoutes(routes, '/elsewhere'));
    expect(loaded).toEqual([]);
  });
});

describe('matchedRoutes and loadRoutes, the two steps apart', () => {
  it('matches the layout and the page for a path, loading nothing yet', () => {
    const { routes, a, loaded } = table();
    expect(matchedRoutes(routes, '/a')).toEqual([routes[0], a]);
    expect(matchedRoutes(routes, '/elsewhere')).toEqual([]);
    expect(loaded).toEqual([]);
  });

  it('matches under a basename, as on a Hindi page', () => {
    const { routes, b } = table();
    expect(matchedRoutes(routes, '/hi/b', '/hi').at(-1)).toBe(b);
  });

  it('loads exactly the routes given', async () => {
    const { routes, a, b, loaded } = table();
    await loadRoutes(matchedRoutes(routes, '/b'));
    expect(loaded).toEqual(['b']);
    expect(b.element).toEqual(<p>b</p>);
    expect(a.lazy).toBeTypeOf('function');
  });
});

describe('loadAllRoutes', () => {
  it('loads every lazy route, nested ones included', async () => {
    const { routes, a, b, loaded } = table();
    await loadAllRoutes(routes);
    expect(loaded.sort()).toEqual(['a', 'b']);
    expect([a.lazy, b.lazy]).toEqual([undefined, undefined]);
  });
});
