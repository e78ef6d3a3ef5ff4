import type { RichText, Segment } from '@apex/core/papers';
import temml from 'temml';

/** A text cut into plain text and MathML, or why its TeX could not be read. */
export type Converted =
  | { readonly ok: true; readonly text: RichText }
  | { readonly ok: false; readonly problem: string };

/**
 * Cuts a source text at its $ signs and turns each TeX piece into MathML (Temml, MathML Core), so
 * the candidate's page shows maths with no maths library. `\$` is a dollar sign. Temml runs with
 * `trust: false`: no \href, no \html commands, so an uploaded paper cannot put links or markup into
 * the page through its maths.
 */
export function texToMathml(source: string): Converted {
  const segments: Segment[] = [];
  let plain = '';
  let tex: string | undefined;
  for (let at = 0; at < source.length; at += 1) {
    const char = source[at];
    if (char === '\\' && source[at + 1] === '$') {
      if (tex === undefined) plain += '$';
      else tex += '\\$';
      at += 1;
    } else if (char === '$') {
      if (tex === undefined) {
        if (plain !== '') segments.push({ text: plain });
        plain = '';
        tex = '';
      } else {
        const math = render(tex);
        if (!math.ok) return math;
        segments.push({ mathml: math.mathml });
        tex = undefined;
      }
    } else if (tex === undefined) plain += char;
    else tex += char;
  }
  if (tex !== undefined) return { ok: false, problem: 'a $ opens maths that no $ closes' };
  if (plain !== '') segments.push({ text: plain });
  return { ok: true, text: segments };
}

function render(tex: string): { ok: true; mathml: string } | { ok: false; problem: string } {
  if (tex.trim() === '') return { ok: false, problem: 'empty maths between two $ signs' };
  try {
    return { ok: true, mathml: temml.renderToString(tex, { throwOnError: true, trust: false }) };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0]?.trim() : String(error);
    return { ok: false, problem: `TeX cannot be read: ${reason}` };
  }
}
