import { describe, expect, it } from 'vitest';
import { examStatus } from './editionStatus.ts';
import { EDITION_2024 } from './editions.ts';
import {
  closedSentence,
  EDITION_TEXT,
  editionName,
  editionTextFor,
  freeUntilText,
  noTestOpenSentence,
  whenSentence,
} from './editionsText.ts';

const on = (local: string) => examStatus([EDITION_2024], Date.parse(`${local}+05:30`));

describe('the words about an edition’s timing', () => {
  it('says plainly that a window has closed', () => {
    expect(closedSentence(EDITION_2024)).toBe('The October 2024 window has closed.');
  });

  it('names the month the offer runs until', () => {
    expect(freeUntilText(EDITION_2024)).toBe('Free until October 2024');
  });

  it('between batches names the next batch, and the first when a status lists none upcoming', () => {
    const between = on('2024-10-16T12:00:00');
    expect(whenSentence(between)).toContain('Batch 2');
    const noneUpcoming = {
      ...between,
      batches: between.batches.map((entry) => ({ ...entry, progress: 'past' as const })),
    };
    expect(whenSentence(noneUpcoming)).toContain('Batch 1');
  });

  it('keeps the spec’s live words', () => {
    expect(EDITION_TEXT.liveNow).toBe('LIVE NOW!');
    expect(EDITION_TEXT.testIsLive).toBe('Test Is Live');
    expect(EDITION_TEXT.phaseBadge.live).toBe(EDITION_TEXT.liveNow);
  });

  it('answers “can I take it, and when?” in each phase', () => {
    expect(whenSentence(on('2024-08-01T12:00:00'))).toBe(
      'Registration for the October 2024 window opens on 1st September 2024; the test runs 5th to 25th October 2024.',
    );
    expect(whenSentence(on('2024-09-10T12:00:00'))).toBe(
      'Registration is open. Attend anytime, from anywhere, between 5th to 25th October 2024.',
    );
    expect(whenSentence(on('2024-10-06T12:00:00'))).toBe(
      'Attend anytime, from anywhere, between 5th to 25th October 2024.',
    );
    expect(whenSentence(on('2026-11-23T12:00:00'))).toBe(
      'The October 2024 window has closed. The next window will be announced here.',
    );
  });

  it('explains why no test is open outside the live phase', () => {
    expect(noTestOpenSentence(on('2024-09-10T12:00:00'))).toBe(
      'No test is open yet. You can take the test from 5th to 25th October 2024.',
    );
    expect(noTestOpenSentence(on('2026-11-23T12:00:00'))).toBe(
      'The October 2024 window has closed. No test is open now. The next window will be announced here.',
    );
  });
});

describe('the edition words in Hindi', () => {
  it('names the edition and says when, with Hindi dates', () => {
    const announced = on('2024-08-01T12:00:00');
    expect(editionName(EDITION_2024, 'hi')).toBe('अक्टूबर 2024');
    expect(whenSentence(announced, 'hi')).toBe(
      'अक्टूबर 2024 की परीक्षा-अवधि के लिए पंजीकरण 1\u00a0सितंबर 2024 को शुरू होगा; परीक्षा 5 से 25\u00a0अक्टूबर 2024 तक चलेगी।',
    );
    expect(freeUntilText(EDITION_2024, 'hi')).toBe('अक्टूबर 2024 तक निःशुल्क');
    expect(closedSentence(EDITION_2024, 'hi')).toBe('अक्टूबर 2024 की परीक्षा-अवधि समाप्त हो गई है।');
    expect(noTestOpenSentence(on('2024-09-10T12:00:00'), 'hi')).toBe(
      'अभी कोई परीक्षा खुली नहीं है। आप 5 से 25\u00a0अक्टूबर 2024 तक परीक्षा दे सकते हैं।',
    );
    expect(whenSentence(on('2024-10-06T12:00:00'), 'hi')).toContain('के बीच कभी भी');
  });

  it('gives the badges and batch labels in each language', () => {
    expect(editionTextFor('en')).toEqual(EDITION_TEXT);
    expect(editionTextFor('hi').phaseBadge.live).toBe('अभी लाइव!');
    expect(editionTextFor('hi').batchProgress.past).toBe('समाप्त');
  });
});
