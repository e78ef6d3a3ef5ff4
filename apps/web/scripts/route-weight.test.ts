import { describe, expect, it } from 'vitest';
import { chunkName, routeFiles } from './route-weight.mjs';

const chunk = (name: string, imports: string[] = [], dynamicImports: string[] = []) => ({
  file: `assets/${name}`,
  imports: imports.map((file) => `assets/${file}`),
  dynamicImports: dynamicImports.map((file) => `assets/${file}`),
});

/** An entry and two layouts; the shell loads the adapter and the Hindi catalog on demand. */
const manifest = {
  entry: { module: '/assets/entry-AAAAAAAA.js', imports: ['/assets/react-AAAAAAAA.js'] },
  routes: {
    root: {
      module: '/assets/root-AAAAAAAA.js',
      imports: ['/assets/react-AAAAAAAA.js'],
      css: ['/assets/root-AAAAAAAA.css'],
    },
    layout: { module: '/assets/Layout-AAAAAAAA.js', parentId: 'root', css: [] },
    test: {
      module: '/assets/TestPage-AAAAAAAA.js',
      parentId: 'layout',
      imports: ['/assets/react-AAAAAAAA.js', '/assets/Shared-AAAAAAAA.js'],
      css: ['/assets/root-AAAAAAAA.css', '/assets/TestPage-AAAAAAAA.css'],
    },
  },
};
const chunks = [
  chunk('entry-AAAAAAAA.js', ['react-AAAAAAAA.js']),
  chunk('react-AAAAAAAA.js', [], ['hi-AAAAAAAA.js']),
  chunk('hi-AAAAAAAA.js'),
  chunk('root-AAAAAAAA.js', ['react-AAAAAAAA.js'], ['adapter-AAAAAAAA.js']),
  chunk('adapter-AAAAAAAA.js', [], ['attempts-BBBBBBBB.js', 'firestore-CCCCCCCC.js']),
  chunk('attempts-BBBBBBBB.js', ['adapter-AAAAAAAA.js', 'firestore-CCCCCCCC.js']),
  chunk('firestore-CCCCCCCC.js'),
  chunk('Layout-AAAAAAAA.js', ['react-AAAAAAAA.js']),
  chunk('TestPage-AAAAAAAA.js', ['Shared-AAAAAAAA.js'], ['idb-DDDDDDDD.js']),
  chunk('Shared-AAAAAAAA.js'),
  chunk('idb-DDDDDDDD.js'),
];

describe('a route’s weight beyond the shell', () => {
  it('counts the route module, its imports and its own import()s, not the shell or its on-demand chunks', () => {
    const files = routeFiles(manifest, chunks, 'test');
    expect(files.scripts).toEqual([
      'assets/Shared-AAAAAAAA.js',
      'assets/TestPage-AAAAAAAA.js',
      'assets/idb-DDDDDDDD.js',
    ]);
    expect(files.shellScripts).toContain('assets/adapter-AAAAAAAA.js');
    expect(files.shellScripts).toContain('assets/hi-AAAAAAAA.js');
    expect(files.stylesheets).toEqual(['assets/TestPage-AAAAAAAA.css']);
  });

  it('counts the backend chunks the page’s calls load, and what only they import', () => {
    expect(routeFiles(manifest, chunks, 'test', ['attempts']).scripts).toEqual([
      'assets/Shared-AAAAAAAA.js',
      'assets/TestPage-AAAAAAAA.js',
      'assets/attempts-BBBBBBBB.js',
      'assets/idb-DDDDDDDD.js',
    ]);
    expect(routeFiles(manifest, chunks, 'test', ['attempts', 'firestore']).scripts).toContain(
      'assets/firestore-CCCCCCCC.js',
    );
  });

  it('names a chunk without its hash, and refuses a route the manifest lacks', () => {
    expect(chunkName('assets/attempts-F5Vg8Dfh.js')).toBe('attempts');
    expect(chunkName('assets/index.esm-CZLs0Gu5.js')).toBe('index.esm');
    expect(() => routeFiles(manifest, chunks, 'nope')).toThrow('no route "nope"');
  });
});
