import type { PaperSegment } from '@apex/auth-port';

export interface PaperTextProps {
  segments: readonly PaperSegment[];
}

/**
 * One text of a paper: `text` segments as text, `mathml` segments as markup, nothing else. The
 * MathML was made by the server at import from the paper's TeX (Temml, untrusted commands refused;
 * ADR 0133), so a paper cannot put any other HTML on the page.
 */
export function PaperText({ segments }: PaperTextProps) {
  return (
    <>
      {segments.map((segment, index) =>
        'mathml' in segment ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: MathML the server's import made, never a paper's own markup (ADR 0133).
          // biome-ignore lint/suspicious/noArrayIndexKey: a text's segments never move.
          <span key={index} dangerouslySetInnerHTML={{ __html: segment.mathml }} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a text's segments never move.
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}
