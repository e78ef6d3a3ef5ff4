import { describe, expect, it } from 'vitest';
import { compiledCatalogModule } from './compileCatalog.ts';

describe('compiledCatalogModule', () => {
  it('writes a module that parses the compiled messages once', () => {
    const module = compiledCatalogModule({ a: { b: 'Hi {name}' } });
    expect(module).toContain(`JSON.parse(${JSON.stringify('{"a.b":["Hi ",["name"]]}')})`);
  });
});
