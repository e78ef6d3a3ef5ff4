import { describe, expect, it } from 'vitest';
import { entryDynamicClosures } from './bootPreload.ts';
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

  it('survives import cycles between chunks', () => {
    const chunks = graph(
      chunk('boot.js', [], ['a.js'], true),
      chunk('a.js', ['b.js']),
      chunk('b.js', ['a.js']),
    );
    expect(entryDynamicClosures(chunks).get('boot.js')).toEqual(['a.js', 'b.js']);
  });
});
