import { describe, expect, it } from 'vitest';
import { englishRuns } from './englishRuns.ts';

describe('englishRuns', () => {
  it('finds an English phrase left in Hindi text', () => {
    expect(englishRuns('कृपया Please try again। धन्यवाद')).toEqual(['Please try again']);
  });

  it('lets glossary terms, addresses, URLs and single words through', () => {
    expect(
      englishRuns(
        'Intermediate Blockchain Development कोर्स, Apex Digital, support@apexdigital.example, https://x.com/apexdigital, 5 MB, JPG',
      ),
    ).toEqual([]);
  });

  it('counts a two-word name as no sentence', () => {
    expect(englishRuns('Mobile App सेवा')).toEqual([]);
  });
});
