import { LANGUAGES, type PaperProblem, type SourcePaper, type SourceText } from '@apex/core/papers';
import { placeOf } from './place.ts';

type Steps = readonly (string | number)[];

/**
 * What the schema cannot say about a paper that has the format's shape: ids unique, keys present
 * and in range, marks and minutes adding up, no text left blank in either language.
 */
export function paperProblems(paper: SourcePaper): PaperProblem[] {
  const problems: PaperProblem[] = [];
  const report = (steps: Steps, problem: string) =>
    problems.push({ place: placeOf(steps), problem });
  const blank = (text: SourceText, steps: Steps) => {
    for (const language of LANGUAGES) {
      if (text[language].trim() === '') report([...steps, language], 'missing');
    }
  };

  blank(paper.title, ['title']);
  const sectionMinutes = paper.sections.reduce((sum, section) => sum + section.minutes, 0);
  if (sectionMinutes !== paper.minutes) {
    report(
      ['minutes'],
      `is ${paper.minutes}, but the sections' minutes add up to ${sectionMinutes}`,
    );
  }
  const sectionIds = new Map<string, number>();
  const itemIds = new Map<string, string>();
  paper.sections.forEach((section, s) => {
    const at = ['sections', s] as const;
    firstUse(sectionIds, section.id, s, (first) =>
      report([...at, 'id'], `"${section.id}" is also sections[${first}].id`),
    );
    blank(section.title, [...at, 'title']);
    const marks = section.items.reduce((sum, item) => sum + item.marks, 0);
    if (marks !== section.marks) {
      report([...at, 'marks'], `is ${section.marks}, but its items' marks add up to ${marks}`);
    }
    section.items.forEach((item, i) => {
      const itemAt = [...at, 'items', i] as const;
      firstUse(itemIds, item.id, placeOf(itemAt), (first) =>
        report([...itemAt, 'id'], `"${item.id}" is also ${first}.id`),
      );
      blank(item.text, [...itemAt, 'text']);
      if (item.passage) blank(item.passage, [...itemAt, 'passage']);
      if (item.image) blank(item.image.alt, [...itemAt, 'image', 'alt']);
      for (const problem of keyProblems(item, itemAt)) problems.push(problem);
    });
  });
  return problems;
}

function firstUse<K, V>(seen: Map<K, V>, key: K, here: V, clash: (first: V) => void) {
  const first = seen.get(key);
  if (first === undefined) seen.set(key, here);
  else clash(first);
}

function keyProblems(item: SourcePaper['sections'][number]['items'][number], at: Steps) {
  const problems: PaperProblem[] = [];
  const report = (steps: Steps, problem: string) =>
    problems.push({ place: placeOf(steps), problem });
  switch (item.kind) {
    case 'single-choice':
    case 'multiple-response': {
      if (item.choices.length < 2) report([...at, 'choices'], 'needs at least 2 choices');
      const ids = new Map<string, number>();
      item.choices.forEach((choice, c) => {
        firstUse(ids, choice.id, c, (first) =>
          report([...at, 'choices', c, 'id'], `"${choice.id}" is also choices[${first}].id`),
        );
        for (const language of LANGUAGES) {
          if (choice.text[language].trim() === '') {
            report([...at, 'choices', c, 'text', language], 'missing');
          }
        }
      });
      const keys = typeof item.answer === 'string' ? [item.answer] : item.answer;
      if (keys.length === 0) report([...at, 'answer'], 'names no right choice');
      if (new Set(keys).size !== keys.length) report([...at, 'answer'], 'names a choice twice');
      for (const key of keys) {
        if (!ids.has(key)) report([...at, 'answer'], `"${key}" is not one of the choices' ids`);
      }
      if (item.kind === 'multiple-response' && keys.length === item.choices.length) {
        report([...at, 'answer'], 'names every choice: nothing is left to tell apart');
      }
      break;
    }
    case 'numeric':
      if (!Number.isFinite(item.tolerance) || item.tolerance < 0) {
        report([...at, 'tolerance'], 'must be 0 or more');
      }
      break;
    case 'short-text':
      if (item.answer.length === 0) report([...at, 'answer'], 'names no accepted answer');
      item.answer.forEach((accepted, a) => {
        if (accepted.trim() === '') report([...at, 'answer', a], 'missing');
      });
      break;
  }
  return problems;
}
