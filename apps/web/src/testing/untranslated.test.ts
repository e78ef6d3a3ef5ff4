import { describe, expect, it } from 'vitest';
import { isLocalized, localizedExports, untranslatedTexts } from './untranslated.ts';

const problems = (content: { en: unknown; hi: unknown }) =>
  untranslatedTexts('COPY', content).map(({ path, problem }) => [path, problem]);

describe('untranslatedTexts', () => {
  it('passes Hindi texts, glossary terms, addresses and figures', () => {
    expect(
      problems({
        en: {
          heading: 'Our Services',
          brand: 'Apex',
          course: 'Blockchain for Beginners',
          link: '/#about',
          site: 'https://x.com/apexdigital',
          mail: 'support@apexdigital.example',
          price: '₹2,999',
          href: '/apex',
          items: ['Work', 'About'],
          count: 3,
        },
        hi: {
          heading: 'हमारी सेवाएँ',
          brand: 'Apex',
          course: 'Blockchain for Beginners',
          link: '/#about',
          site: 'https://x.com/apexdigital',
          mail: 'support@apexdigital.example',
          price: '₹2,999',
          href: '/apex',
          items: ['हमारा काम', 'परिचय'],
          count: 3,
        },
      }),
    ).toEqual([]);
  });

  it('finds a Hindi text left in English, one the same as its twin, and an English phrase inside Hindi', () => {
    expect(
      problems({
        en: { a: 'Who we are', b: 'Mobile App', c: 'Take the test now' },
        hi: { a: 'Who we are', b: 'Mobile ऐप', c: 'अभी Take the test now' },
      }),
    ).toEqual([
      ['COPY.a', 'the same as the English'],
      ['COPY.c', 'English left: Take the test now'],
    ]);
    expect(problems({ en: { a: 'Contact' }, hi: { a: 'Kontakt' } })).toEqual([
      ['COPY.a', 'no Devanagari'],
    ]);
  });

  it('finds a list of another length, a missing key and an emptied text', () => {
    expect(
      problems({
        en: { list: ['One', 'Two'], title: 'Title', note: 'Note' },
        hi: { list: ['एक'], note: '' },
      }),
    ).toEqual([
      ['COPY.list', 'a list of another length than the English'],
      ['COPY.title', 'missing'],
      ['COPY.note', 'empty'],
    ]);
  });

  it('reads a sentence function with a sample value', () => {
    expect(
      problems({
        en: { offer: (until: string) => `Free until ${until}` },
        hi: { offer: (until: string) => `Free until ${until}` },
      }),
    ).toEqual([['COPY.offer(…)', 'the same as the English']]);
    expect(
      problems({
        en: { offer: (until: string) => `Free until ${until}` },
        hi: { offer: (until: string) => `${until} तक निःशुल्क` },
      }),
    ).toEqual([]);
  });

  it('skips the keys the caller says are not words', () => {
    expect(
      untranslatedTexts(
        'X',
        { en: { slug: 'about-us' }, hi: { slug: 'about-us' } },
        {
          notText: ['slug'],
        },
      ),
    ).toEqual([]);
  });
});

describe('localizedExports', () => {
  it('picks the exports that have one entry per language', () => {
    const module = {
      COPY: { en: 'Hello', hi: 'नमस्ते' },
      PLAIN: { title: 'Hello' },
      ONLY_ENGLISH: { en: 'Hello' },
      NUMBER: 3,
    };
    expect(localizedExports(module).map(([name]) => name)).toEqual(['COPY']);
    expect(isLocalized(module.COPY)).toBe(true);
    expect(isLocalized(null)).toBe(false);
  });
});
