import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { messagesFor } from '@apex/core';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMessages } from './useMessages.ts';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '../../../..');
const TEST_FILE = /\.(test|spec)\.tsx?$/;

/** Every shipped source file under `dir`: tests and test support may quote the words they expect. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !TEST_FILE.test(entry.name) ? [path] : [];
  });
}

/**
 * The dictionary's sentences, leaving out words short enough to be ordinary copy ("A number"); a
 * message with a parameter counts by its text before the parameter.
 */
function sentences(entries: object): string[] {
  return Object.values(entries)
    .flatMap((entry): string[] => {
      if (typeof entry === 'string') return [entry];
      if (typeof entry === 'function') {
        const sample = String(entry('\u0000'));
        return [sample.slice(0, sample.indexOf('\u0000'))];
      }
      return typeof entry === 'object' && entry !== null ? sentences(entry) : [];
    })
    .filter((text) => text.length > 20);
}

describe('useMessages', () => {
  it("gives the page's words from the dictionary of @apex/core (English for now)", () => {
    const { result } = renderHook(() => useMessages());
    expect(result.current).toBe(messagesFor('en'));
  });

  it('is the only source of words: no UI or adapter file writes a dictionary sentence itself', () => {
    const files = [
      'apps/web/src',
      'packages/auth-memory/src',
      'packages/auth-firebase/src',
    ].flatMap((dir) => sourceFiles(join(repo, dir)));
    const written = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return sentences(messagesFor('en'))
        .filter((sentence) => text.includes(sentence))
        .map((sentence) => `${relative(repo, file)}: "${sentence}"`);
    });
    expect(files.length).toBeGreaterThan(50);
    expect(written).toEqual([]);
  });
});
