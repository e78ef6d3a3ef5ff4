import type {
  Choice,
  ImportResult,
  Item,
  PaperProblem,
  PaperText,
  SourcePaper,
  SourceText,
  StoredItem,
} from '@apex/core/papers';
import { paperProblems } from './paperChecks.ts';
import { placeOf } from './place.ts';
import { schemaProblems } from './schemaProblems.ts';
import { texToMathml } from './texToMathml.ts';

type Steps = readonly (string | number)[];

/**
 * Checks an uploaded paper (parsed JSON) and returns it as stored, its TeX turned into MathML, or
 * every problem found, each at its place. The shape is checked first (paper.schema.json); the
 * sense (ids, keys, marks, TeX) only of a paper whose shape is right, since it reads the fields the
 * shape promises.
 */
export function importPaper(source: unknown): ImportResult {
  const shape = schemaProblems(source);
  if (shape.length > 0) return { ok: false, problems: shape };
  // The schema has just checked every field this type names.
  const paper = source as SourcePaper;
  const problems = paperProblems(paper);

  const convert = (text: SourceText, steps: Steps): PaperText => {
    const en = texToMathml(text.en);
    const hi = texToMathml(text.hi);
    if (!en.ok) problems.push({ place: placeOf([...steps, 'en']), problem: en.problem });
    if (!hi.ok) problems.push({ place: placeOf([...steps, 'hi']), problem: hi.problem });
    return { en: en.ok ? en.text : [], hi: hi.ok ? hi.text : [] };
  };

  const stored = {
    ...paper,
    title: convert(paper.title, ['title']),
    sections: paper.sections.map((section, s) => ({
      ...section,
      title: convert(section.title, ['sections', s, 'title']),
      items: section.items.map((item, i) =>
        convertItem(item, ['sections', s, 'items', i], convert),
      ),
    })),
  };
  return problems.length > 0
    ? { ok: false, problems: sorted(problems) }
    : { ok: true, paper: stored };
}

function convertItem(
  item: Item<SourceText>,
  at: Steps,
  convert: (text: SourceText, steps: Steps) => PaperText,
): StoredItem {
  const common = {
    id: item.id,
    marks: item.marks,
    text: convert(item.text, [...at, 'text']),
    ...(item.passage && { passage: convert(item.passage, [...at, 'passage']) }),
    ...(item.image && {
      image: { ...item.image, alt: convert(item.image.alt, [...at, 'image', 'alt']) },
    }),
  };
  const choices = (list: readonly Choice<SourceText>[]) =>
    list.map((choice, c) => ({
      id: choice.id,
      text: convert(choice.text, [...at, 'choices', c, 'text']),
    }));
  switch (item.kind) {
    case 'single-choice':
      return { ...common, kind: item.kind, choices: choices(item.choices), answer: item.answer };
    case 'multiple-response':
      return { ...common, kind: item.kind, choices: choices(item.choices), answer: item.answer };
    case 'numeric':
      return { ...common, kind: item.kind, answer: item.answer, tolerance: item.tolerance };
    case 'short-text':
      return { ...common, kind: item.kind, answer: item.answer };
  }
}

/** In the order an author reads the paper: a section before its items, an item before the next. */
function sorted(problems: PaperProblem[]): PaperProblem[] {
  const indexes = (place: string) =>
    [...place.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]));
  const compare = (a: number[], b: number[]): number => {
    for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
      const step = (a[i] ?? 0) - (b[i] ?? 0);
      if (step !== 0) return step;
    }
    return a.length - b.length;
  };
  return problems
    .map((problem, found) => ({ problem, found, at: indexes(problem.place) }))
    .sort((a, b) => compare(a.at, b.at) || a.found - b.found)
    .map(({ problem }) => problem);
}
