import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../messages.ts';
import { flattenCatalog } from './catalog.ts';
import { messages as enCompiled } from './compiled/en.ts';
import { messages as hiCompiled } from './compiled/hi.ts';
import { SOURCE_CATALOGS } from './sources.ts';

describe('the compiled catalogs', () => {
  const compiled = { en: enCompiled, hi: hiCompiled };

  it.each(LOCALES)(
    '%s is compiled from its source catalog (else: pnpm --filter @apex/core catalogs)',
    (locale) => {
      const expected = Object.fromEntries(
        Object.entries(flattenCatalog(SOURCE_CATALOGS[locale])).map(([id, text]) => [
          id,
          compileMessage(text),
        ]),
      );
      expect(compiled[locale]).toEqual(expected);
    },
  );

  it('refuses a dotted key, which would break the nesting', () => {
    expect(() => flattenCatalog({ 'a.b': 'x' })).toThrow(/dot/);
  });

  it('flattens groups to dotted ids', () => {
    expect(flattenCatalog({ group: { 'auth/x': 'A', inner: { y: 'B' } } })).toEqual({
      'group.auth/x': 'A',
      'group.inner.y': 'B',
    });
  });
});

describe('flattenCatalog', () => {
  it('refuses an entry that is not a string or a group', () => {
    expect(() => flattenCatalog({ a: 1 })).toThrow(/must be a string: a/);
  });
});
