import { describe, expect, it } from 'vitest';
import { sourcePaper } from '../testing/paperFixture.ts';
import { importPaper } from './importPaper.ts';

/** The fixture as plain JSON, to break in ways its type would not allow. */
const json = () => JSON.parse(JSON.stringify(sourcePaper()));

describe('importPaper', () => {
  it('stores a right paper with its TeX as MathML and its plain text as text', () => {
    const result = importPaper(sourcePaper());

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const numeric = result.paper.sections[1]?.items[1];
    expect(numeric?.text.en[0]).toEqual({ text: 'What is ' });
    expect(numeric?.text.en[1]).toEqual({ mathml: expect.stringMatching(/^<math>.*<msqrt>/) });
    expect(numeric?.text.hi[0]).toEqual(numeric?.text.en[1]);
  });

  it('keeps a passage and an image, their texts converted like any other', () => {
    const paper = json();
    paper.sections[1].items[1].passage = { en: 'Let $r = 7$.', hi: 'मान लें $r = 7$।' };
    paper.sections[1].items[1].image = {
      src: 'grade-6/circle.svg',
      alt: { en: 'A circle of radius $7$', hi: '$7$ त्रिज्या का वृत्त' },
      width: 200,
      height: 200,
    };

    const result = importPaper(paper);

    expect(result.ok).toBe(true);
    const item = result.ok ? result.paper.sections[1]?.items[1] : undefined;
    expect(item?.passage?.hi).toEqual([
      { text: 'मान लें ' },
      { mathml: expect.any(String) },
      { text: '।' },
    ]);
    expect(item?.image).toEqual({
      src: 'grade-6/circle.svg',
      alt: {
        en: [{ text: 'A circle of radius ' }, { mathml: expect.any(String) }],
        hi: expect.any(Array),
      },
      width: 200,
      height: 200,
    });
    paper.sections[1].items[1].image.src = 'https://example.com/circle.svg';
    expect(importPaper(paper)).toEqual({
      ok: false,
      problems: [
        {
          place: 'sections[1].items[1].image.src',
          problem:
            "not in the form wanted: A file's path beside the paper, ending .svg, .png or .webp; no address: the import never fetches anything.",
        },
      ],
    });
  });

  it('refuses a paper with problems, naming each at its place', () => {
    const paper = json();
    paper.sections[1].items[0].choices[2].text.hi = '  ';
    delete paper.sections[0].items[0].text.hi;
    paper.sections[0].items[1].id = 'q1';
    paper.sections[0].items[0].answer = 'z';
    paper.sections[1].items[1].tolerance = -1;
    paper.sections[1].marks = 3;
    paper.minutes = 12;
    paper.sections[1].items[1].text.en = 'What is $\\frac{1}{$?';
    paper.sections[0].items[1].text.hi = 'Costs $5';
    paper.sections[1].items[0].choices = [paper.sections[1].items[0].choices[0]];
    paper.sections[1].items[0].answer = ['a'];

    const shape = importPaper(paper);
    expect(shape).toEqual({
      ok: false,
      problems: [{ place: 'sections[0].items[0].text.hi', problem: 'missing' }],
    });

    paper.sections[0].items[0].text.hi = 'b चुनें।';
    const result = importPaper(paper);

    expect(result.ok ? [] : result.problems).toEqual([
      { place: 'minutes', problem: "is 12, but the sections' minutes add up to 10" },
      { place: 'sections[0].items[0].answer', problem: '"z" is not one of the choices\' ids' },
      { place: 'sections[0].items[1].id', problem: '"q1" is also sections[0].items[0].id' },
      { place: 'sections[0].items[1].text.hi', problem: 'a $ opens maths that no $ closes' },
      { place: 'sections[1].marks', problem: "is 3, but its items' marks add up to 2" },
      { place: 'sections[1].items[0].choices', problem: 'needs at least 2 choices' },
      {
        place: 'sections[1].items[0].answer',
        problem: 'names every choice: nothing is left to tell apart',
      },
      { place: 'sections[1].items[1].tolerance', problem: 'must be 0 or more' },
      {
        place: 'sections[1].items[1].text.en',
        problem: expect.stringMatching(/^TeX cannot be read: /),
      },
    ]);
  });

  it('names a blank text in either language, the choice it sits in included', () => {
    const paper = json();
    paper.sections[1].items[0].choices[2].text.hi = ' ';

    expect(importPaper(paper)).toEqual({
      ok: false,
      problems: [{ place: 'sections[1].items[0].choices[2].text.hi', problem: 'missing' }],
    });
  });

  it('refuses what does not have the shape of a paper, field by field', () => {
    const paper = json();
    paper.grade = 11;
    paper.sections[0].items[0].kind = 'essay';
    paper.sections[0].items[1].tolerance = 1;
    paper.sections[1].items[1].colour = 'red';
    delete paper.sections[1].items[1].answer;

    expect(importPaper(paper)).toEqual({
      ok: false,
      problems: expect.arrayContaining([
        { place: 'grade', problem: 'must be <= 10' },
        {
          place: 'sections[0].items[0].kind',
          problem: 'must be one of: single-choice, multiple-response, numeric, short-text',
        },
        { place: 'sections[0].items[1].tolerance', problem: 'not allowed for this kind of item' },
        { place: 'sections[1].items[1].colour', problem: 'not part of the format' },
        { place: 'sections[1].items[1].answer', problem: 'missing' },
      ]),
    });
    expect(importPaper('not a paper')).toEqual({
      ok: false,
      problems: [{ place: '(paper)', problem: 'must be object' }],
    });
  });

  it('keeps an escaped dollar as text and refuses maths that tries to be a link', () => {
    const paper = json();
    paper.sections[0].items[1].text.en = 'Costs \\$5';
    paper.sections[1].items[1].text.hi = '$\\href{https://example.com}{x}$';

    const result = importPaper(paper);

    expect(result.ok ? [] : result.problems).toEqual([
      {
        place: 'sections[1].items[1].text.hi',
        problem: expect.stringMatching(/^TeX cannot be read/),
      },
    ]);
    paper.sections[1].items[1].text.hi = '$x$';
    const stored = importPaper(paper);
    expect(stored.ok && stored.paper.sections[0]?.items[1]?.text.en).toEqual([
      { text: 'Costs $5' },
    ]);
  });
});
