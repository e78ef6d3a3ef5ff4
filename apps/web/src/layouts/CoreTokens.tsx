import { NAV_BAR_HEIGHT_PX } from '@apex/core';

/**
 * Design tokens whose values are business constants live in @apex/core; this puts them on :root
 * as custom properties. React hoists the <style> into <head>, in prerendered HTML too.
 */
export function CoreTokens() {
  return (
    <style href="apex-core-tokens" precedence="default">
      {`:root{--nav-height:${NAV_BAR_HEIGHT_PX}px}`}
    </style>
  );
}
