/**
 * A typed answer as the scorer compares it: Unicode NFC (a Devanagari word typed on two keyboards
 * can differ in its code points), lower case, runs of spaces made one, and the full stop, comma or
 * danda a candidate may add at the end left off.
 */
export function normaliseText(typed: string): string {
  return typed
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/[.,।!?]+$/u, '')
    .trim();
}

/**
 * A typed number: a decimal (`2.5`, `-3`, `.5`), with Indian or international grouping commas
 * (`1,00,000`), or a fraction (`3/4`, `-1/2`). Anything else, and a fraction over 0, is no number.
 */
export function readNumber(typed: string): number | undefined {
  const text = typed
    .normalize('NFKC')
    .replace(/\s+/gu, '')
    .replace(/^\u2212/u, '-');
  const fraction = /^(-?\d+)\/(\d+)$/.exec(text);
  if (fraction) {
    const denominator = Number(fraction[2]);
    return denominator === 0 ? undefined : Number(fraction[1]) / denominator;
  }
  if (!/^-?(\d{1,3}(,\d{2,3})*|\d+)?(\.\d+)?$/.test(text) || !/\d/.test(text)) return undefined;
  return Number(text.replaceAll(',', ''));
}
