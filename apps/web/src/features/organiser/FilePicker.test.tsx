import { createMemoryBackend } from '@apex/auth-memory';
import { messagesFor } from '@apex/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderConsolePiece } from '../../testing/organiserFixture.tsx';
import { FilePicker } from './FilePicker.tsx';

function field(label: string) {
  return (
    <>
      <label htmlFor="file">{label}</label>
      <p id="hint">hint</p>
      <FilePicker id="file" accept=".json" describedBy="hint" />
    </>
  );
}

describe('FilePicker', () => {
  it.each(['en', 'hi'] as const)(
    'says "choose a file" and which file was chosen in the page’s language (%s)',
    async (locale) => {
      const text = messagesFor(locale).organiserConsole;
      const { user } = renderConsolePiece(field('Paper file'), createMemoryBackend(), locale);
      // The field's own label names the input first; the styled button is a second label.
      const input = screen.getByLabelText(/^Paper file/);
      expect(input).toHaveAccessibleDescription('hint');
      expect(screen.getByText(text.chooseFile)).toBeVisible();
      expect(screen.getByText(text.noFileChosen)).toBeVisible();

      await user.upload(input, new File(['{}'], 'grade-7.json', { type: 'application/json' }));
      expect(screen.getByText('grade-7.json')).toBeVisible();
      expect(screen.queryByText(text.noFileChosen)).toBeNull();
    },
  );
});
