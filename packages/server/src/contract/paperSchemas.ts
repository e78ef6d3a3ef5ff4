import * as v from 'valibot';

/**
 * A paper on the wire as a candidate sees it (docs/papers.md): the organiser's preview after an
 * upload. No answer key or tolerance: an item's other keys are dropped by the object schemas.
 */
const segment = v.union([v.object({ text: v.string() }), v.object({ mathml: v.string() })]);
const richText = v.array(segment);
const paperText = v.object({ en: richText, hi: richText });
const choice = v.object({ id: v.string(), text: paperText });
const image = v.object({
  src: v.string(),
  alt: paperText,
  width: v.number(),
  height: v.number(),
});
const itemBase = {
  id: v.string(),
  marks: v.number(),
  text: paperText,
  passage: v.optional(paperText),
  image: v.optional(image),
};
const item = v.variant('kind', [
  v.object({
    ...itemBase,
    kind: v.picklist(['single-choice', 'multiple-response']),
    choices: v.array(choice),
  }),
  v.object({ ...itemBase, kind: v.picklist(['numeric', 'short-text']) }),
]);

export const candidatePaperSchema = v.object({
  format: v.literal('apex-paper/1'),
  id: v.string(),
  grade: v.number(),
  title: paperText,
  minutes: v.number(),
  sections: v.array(
    v.object({
      id: v.string(),
      subject: v.picklist(['english', 'mathematics']),
      title: paperText,
      marks: v.number(),
      minutes: v.number(),
      items: v.array(item),
    }),
  ),
});

/** What an upload answers: the stored paper's id and its preview, or every problem at its place. */
export const paperUploadSchema = v.variant('ok', [
  v.object({ ok: v.literal(true), paperId: v.string(), paper: candidatePaperSchema }),
  v.object({
    ok: v.literal(false),
    problems: v.array(v.object({ place: v.string(), problem: v.string() })),
  }),
]);
