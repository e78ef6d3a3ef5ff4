import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { loadAllRoutes, loadMatchedRoutes } from './loadMatchedRoutes.ts';

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

describe('loadMatchedRoutes', () => {
  it('loads only the routes matching the path and leaves them ready to render', async () => {
    const { routes, a, b, loaded } = table();
    await loadMatchedRoutes(routes, '/a');
    expect(loaded).toEqual(['a']);
    expect(a.lazy).toBeUndefined();
    expect(a.element).toEqual(<p>a</p>);
    expect(b.lazy).toBeTypeOf('function');
  });

  it('loads nothing for a path no route matches', async () => {
    const { routes, loaded } = table();
    await loadMatchedRoutes(routes, '/elsewhere');
    expect(loaded).toEqual([]);
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
