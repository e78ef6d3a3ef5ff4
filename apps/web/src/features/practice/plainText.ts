import type { RichText } from '@apex/core/papers';

/** A paper's text with no maths in it (a section's title) as one string, for a sentence. */
export function plainText(text: RichText): string {
  return text.map((segment) => ('text' in segment ? segment.text : '')).join('');
}
