/**
 * Papers as the organiser's console sees them (issue 40; the format is docs/papers.md): the paper a
 * candidate would receive, never its keys. Spelled here because the port depends on nothing;
 * `@apex/server/papers`' `CandidatePaper` fits it (the adapters' typecheck holds the two together).
 */

/** A piece of a text: plain text (shown as text) or MathML made by the server at import. */
export type PaperSegment = { readonly text: string } | { readonly mathml: string };

/** One text of a paper in both languages. */
export interface PaperTexts {
  readonly en: readonly PaperSegment[];
  readonly hi: readonly PaperSegment[];
}

export type PaperItemKind = 'single-choice' | 'multiple-response' | 'numeric' | 'short-text';

export interface PaperPreviewItem {
  readonly id: string;
  readonly kind: PaperItemKind;
  readonly marks: number;
  readonly text: PaperTexts;
  readonly passage?: PaperTexts | undefined;
  readonly image?:
    | {
        readonly src: string;
        readonly alt: PaperTexts;
        readonly width: number;
        readonly height: number;
      }
    | undefined;
  /** The choices of a single-choice or multiple-response item. */
  readonly choices?: readonly { readonly id: string; readonly text: PaperTexts }[] | undefined;
}

export interface PaperPreview {
  readonly id: string;
  readonly grade: number;
  readonly title: PaperTexts;
  readonly minutes: number;
  readonly sections: readonly {
    readonly id: string;
    readonly subject: 'english' | 'mathematics';
    readonly title: PaperTexts;
    readonly marks: number;
    readonly minutes: number;
    readonly items: readonly PaperPreviewItem[];
  }[];
}

/** One thing wrong with an uploaded paper, at its place: `sections[1].items[4].text.hi`. */
export interface PaperProblem {
  readonly place: string;
  readonly problem: string;
}

/** An upload's outcome: stored (its id, its preview) or refused with every problem. */
export type PaperUploadOutcome =
  | { readonly ok: true; readonly paperId: string; readonly paper: PaperPreview }
  | { readonly ok: false; readonly problems: readonly PaperProblem[] };

/** The paper a grade's built-in test uses in an edition. */
export interface PaperAssignment {
  readonly grade: number;
  readonly paperId: string;
}
