import { describe, expect, it } from 'vitest';
import { bootPreloads, entryDynamicClosures } from './bootPreload.ts';
import type { Chunk } from './check-chunks.mjs';

const graph = (...chunks: Chunk[]): Chunk[] => chunks;

const chunk = (
  file: string,
  imports: string[] = [],
  dynamicImports: string[] = [],
  isEntry = false,
): Chunk => ({ file, isEntry, imports, dynamicImports, packages: [] });

describe('entryDynamicClosures', () => {
  it('gives the entry every chunk its dynamic imports need, once, without the entry', () => {
    const chunks = graph(
      chunk('boot.js', [], ['runtime.js', 'app.js'], true),
      chunk('runtime.js', ['react-dom.js']),
      chunk('react-dom.js'),
      chunk('app.js', ['react-dom.js', 'boot.js', 'messages.js'], ['register.js']),
      chunk('messages.js'),
      chunk('register.js', ['app.js', 'form.js']),
      chunk('form.js'),
    );
    expect(entryDynamicClosures(chunks)).toEqual(
      new Map([['boot.js', ['runtime.js', 'react-dom.js', 'app.js', 'messages.js']]]),
    );
  });

  it('leaves lazy chunks and entries without dynamic imports alone', () => {
    const chunks = graph(
      chunk('main.js', ['react-dom.js'], [], true),
      chunk('react-dom.js'),
      chunk('register.js', ['main.js'], ['backend.js']),
      chunk('backend.js'),
    );
    expect(entryDynamicClosures(chunks)).toEqual(new Map());
  });

  it('orders them as the entry needs them: each import, then what it imports, then the next', () => {
    const chunks = graph(
      chunk('app.js', ['runtime.js', 'libs.js']),
      chunk('boot.js', [], ['react.js', 'libs.js', 'app.js'], true),
      chunk('libs.js', ['runtime.js', 'react.js']),
      chunk('react.js', ['runtime.js']),
      chunk('runtime.js'),
    );
    expect(entryDynamicClosures(chunks).get('boot.js')).toEqual([
      'react.js',
      'runtime.js',
      'libs.js',
      'app.js',
    ]);
  });

  it('survives import cycles between chunks', () => {
    const chunks = graph(
      chunk('boot.js', [], ['a.js'], true),
      chunk('a.js', ['b.js']),
      chunk('b.js', ['a.js']),
    );
    expect(entryDynamicClosures(chunks).get('boot.js')).toEqual(['a.js', 'b.js']);
  });
});

describe('bootPreloads', () => {
  const file = (
    fileName: string,
    imports: string[] = [],
    dynamicImports: string[] = [],
    isEntry = false,
  ) => ({ type: 'chunk' as const, fileName, isEntry, imports, dynamicImports });

  it("gives each boot script's address the addresses of the scripts it needs at start", () => {
    const bundle = [
      file('assets/index-a.js', [], ['assets/react-b.js', 'assets/app-c.js'], true),
      file('assets/react-b.js'),
      file('assets/app-c.js', ['assets/react-b.js'], ['assets/HomePage-d.js']),
      file('assets/HomePage-d.js', ['assets/app-c.js']),
      { type: 'asset' as const, fileName: 'assets/style.css' },
    ];
    expect(bootPreloads(bundle, '/')).toEqual(
      new Map([['/assets/index-a.js', ['/assets/react-b.js', '/assets/app-c.js']]]),
    );
  });
});
