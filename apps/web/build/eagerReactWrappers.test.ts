import { describe, expect, it } from 'vitest';
import { eagerWrappers } from './eagerReactWrappers.ts';

describe('eagerWrappers', () => {
  it('turns the CommonJS wrappers into function expressions, one or two parameters', () => {
    const code = [
      'var require_react_production = /* @__PURE__ */ __commonJSMin(((exports) => {',
      '\texports.version = "19";',
      '}));',
      'var require_react = /* @__PURE__ */ __commonJSMin(((exports, module) => {',
      '\tmodule.exports = require_react_production();',
      '}));',
    ].join('\n');
    expect(eagerWrappers(code)).toBe(
      [
        'var require_react_production = /* @__PURE__ */ __commonJSMin((function(exports) {',
        '\texports.version = "19";',
        '}));',
        'var require_react = /* @__PURE__ */ __commonJSMin((function(exports, module) {',
        '\tmodule.exports = require_react_production();',
        '}));',
      ].join('\n'),
    );
  });

  it('leaves every other arrow function alone', () => {
    const code = 'const f = ((a) => { return a; });\nlist.map((item) => item.id);\n';
    expect(eagerWrappers(code)).toBe(code);
  });
});
