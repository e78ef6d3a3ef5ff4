/**
 * A paper's shapes (docs/papers.md). `Paper<T>` is one shape for both forms: the source an author
 * writes (`SourcePaper`, texts with TeX between $ signs) and the stored paper the import returns
 * (`StoredPaper`, texts cut into plain text and MathML).
 */

export type Language = 'en' | 'hi';
export const LANGUAGES: readonly Language[] = ['en', 'hi'];

/** A text as written: both languages, maths in TeX between $ signs. */
export interface SourceText {
  readonly en: string;
  readonly hi: string;
}

/** A piece of a stored text: plain text (rendered as text, never as markup) or MathML by Temml. */
export type Segment = { readonly text: string } | { readonly mathml: string };
export type RichText = readonly Segment[];
export interface PaperText {
  readonly en: RichText;
  readonly hi: RichText;
}

export type Subject = 'english' | 'mathematics';
export type ItemKind = 'single-choice' | 'multiple-response' | 'numeric' | 'short-text';

export interface PaperImage<T> {
  readonly src: string;
  readonly alt: T;
  readonly width: number;
  readonly height: number;
}

export interface Choice<T> {
  readonly id: string;
  readonly text: T;
}

interface ItemBase<T> {
  readonly id: string;
  readonly marks: number;
  readonly text: T;
  readonly passage?: T;
  readonly image?: PaperImage<T>;
}

export type SingleChoiceItem<T> = ItemBase<T> & {
  readonly kind: 'single-choice';
  readonly choices: readonly Choice<T>[];
  /** The right choice's id. */
  readonly answer: string;
};
export type MultipleResponseItem<T> = ItemBase<T> & {
  readonly kind: 'multiple-response';
  readonly choices: readonly Choice<T>[];
  /** Every right choice's id. */
  readonly answer: readonly string[];
};
export type NumericItem<T> = ItemBase<T> & {
  readonly kind: 'numeric';
  readonly answer: number;
  /** An answer within this distance of `answer` is right. */
  readonly tolerance: number;
};
export type ShortTextItem<T> = ItemBase<T> & {
  readonly kind: 'short-text';
  /** The accepted answers, in either language. */
  readonly answer: readonly string[];
};

export type Item<T> =
  | SingleChoiceItem<T>
  | MultipleResponseItem<T>
  | NumericItem<T>
  | ShortTextItem<T>;

export interface Section<T, I = Item<T>> {
  readonly id: string;
  readonly subject: Subject;
  readonly title: T;
  readonly marks: number;
  readonly minutes: number;
  readonly items: readonly I[];
}

export interface Paper<T, I = Item<T>> {
  readonly format: 'apex-paper/1';
  readonly id: string;
  readonly grade: number;
  readonly title: T;
  readonly minutes: number;
  readonly sections: readonly Section<T, I>[];
}

export type SourcePaper = Paper<SourceText>;
export type StoredItem = Item<PaperText>;
export type StoredPaper = Paper<PaperText>;

/** An item as the candidate receives it: no key, no tolerance. */
export type CandidateItem = StoredItem extends infer I
  ? I extends StoredItem
    ? Omit<I, 'answer' | 'tolerance'>
    : never
  : never;
export type CandidatePaper = Paper<PaperText, CandidateItem>;

/**
 * A candidate's answer to one item: a choice's id (single choice), the ids picked (multiple
 * response), or the text typed (numeric and short text: the number as typed, read by the scorer).
 */
export type Answer = string | readonly string[];
export type Answers = Readonly<Record<string, Answer>>;

/** One thing wrong with a paper, named by its place: `sections[1].items[4].choices[2].text.hi`. */
export interface PaperProblem {
  readonly place: string;
  readonly problem: string;
}

export type ImportResult =
  | { readonly ok: true; readonly paper: StoredPaper }
  | { readonly ok: false; readonly problems: readonly PaperProblem[] };
