import { describe, expect, it } from 'vitest';
import { localizedExports, untranslatedTexts } from '../testing/untranslated.ts';
import * as agency from './agency.ts';
import * as benefits from './benefits.ts';
import * as examCopy from './examCopy.ts';
import * as navigation from './navigation.ts';
import * as products from './products.ts';
import * as registrationCopy from './registrationCopy.ts';
import * as registrationPrivacy from './registrationPrivacy.ts';
import * as services from './services.ts';
import * as siteCopy from './siteCopy.ts';

/**
 * The content modules whose every Localized export is checked; a module joins by being listed
 * (its Localized exports are found by shape, so a new export is checked without a change here).
 */
const MODULES: Record<string, Record<string, unknown>> = {
  'agency.ts': agency,
  'benefits.ts': benefits,
  'examCopy.ts': examCopy,
  'navigation.ts': navigation,
  'products.ts': products,
  'registrationCopy.ts': registrationCopy,
  'registrationPrivacy.ts': registrationPrivacy,
  'services.ts': services,
  'siteCopy.ts': siteCopy,
};

describe.each(Object.entries(MODULES))('the Hindi of content/%s', (_file, module) => {
  const exported = localizedExports(module);

  it('has Localized exports to check', () => {
    expect(exported.length).toBeGreaterThan(0);
  });

  it.each(exported)('%s: every Hindi text is in Hindi', (name, content) => {
    expect(untranslatedTexts(name, content)).toEqual([]);
  });
});
