/**
 * The letter a choice is shown with, by its place: (A), (B)… as printed papers do. It gives every
 * choice a text name even when the choice itself is only maths (MathML, which accessibility
 * checkers do not read as text), and lets a family say "the answer was C".
 */
export function choiceLetter(index: number): string {
  return `(${String.fromCharCode(65 + index)})`;
}
