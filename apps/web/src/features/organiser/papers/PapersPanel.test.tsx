import { createMemoryBackend } from '@apex/auth-memory';
import { messagesFor } from '@apex/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../testing/guardianFixture.ts';
import {
  CONSOLE_EDITION_ID,
  ORGANISER_EMAIL,
  renderConsolePiece,
} from '../../../testing/organiserFixture.tsx';
import { BROKEN_PAPER, FAKE_PAPER_SERVER } from '../../../testing/paperFixture.ts';
import { backendWithAccount, serverNow, TEST_PASSWORD } from '../../../testing/testAccounts.ts';
import { PapersPanel } from './PapersPanel.tsx';

const text = messagesFor('en').organiserPapers;

async function organiser() {
  const { backend } = await backendWithAccount({
    email: ORGANISER_EMAIL,
    signedIn: false,
    backend: createMemoryBackend({ now: serverNow, papers: FAKE_PAPER_SERVER }),
  });
  await backend.controls.grantOrganiser(ORGANISER_EMAIL);
  await backend.auth.signIn(ORGANISER_EMAIL, TEST_PASSWORD);
  return backend;
}

const fileOf = (json: unknown) =>
  new File([JSON.stringify(json)], 'paper.json', { type: 'application/json' });

describe('PapersPanel', () => {
  it('names every problem of a refused paper at its place, and offers no assignment', async () => {
    const { user } = renderConsolePiece(
      <PapersPanel editionId={CONSOLE_EDITION_ID} />,
      await organiser(),
    );
    await user.upload(screen.getByLabelText(text.fileLabel), fileOf(BROKEN_PAPER));
    await user.click(screen.getByRole('button', { name: text.upload }));

    const table = await screen.findByRole('table', {
      name: '2 problems found: nothing was stored',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'grademust be <= 10',
      'sections[0].items[3].text.himissing',
    ]);
    expect(screen.queryByRole('button', { name: /Assign/ })).not.toBeInTheDocument();
  });

  it('says so when the file is not JSON, and keeps the file chosen', async () => {
    const { user } = renderConsolePiece(
      <PapersPanel editionId={CONSOLE_EDITION_ID} />,
      await organiser(),
    );
    const input = screen.getByLabelText<HTMLInputElement>(text.fileLabel);
    await user.upload(input, new File(['{ not json'], 'paper.json'));
    await user.click(screen.getByRole('button', { name: text.upload }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text.notJson);
    expect(input.files?.[0]?.name).toBe('paper.json');
  });

  it('previews a stored paper in both languages with every question at its place, axe clean, then assigns it', async () => {
    const { user } = renderConsolePiece(
      <PapersPanel editionId={CONSOLE_EDITION_ID} />,
      await organiser(),
    );
    expect(await screen.findByText(text.noneAssigned)).toBeInTheDocument();
    await user.upload(screen.getByLabelText(text.fileLabel), fileOf({ id: 'grade-8-demo' }));
    await user.click(screen.getByRole('button', { name: text.upload }));

    const preview = await screen.findByRole('region', { name: text.previewHeading });
    expect(
      within(preview).getByRole('heading', { name: 'Apex test, Grade 8' }),
    ).toBeInTheDocument();
    expect(
      within(preview).getByText('Question 1 (place: sections[0].items[0]), 1 mark'),
    ).toBeInTheDocument();
    expect(
      within(preview).getByText('Question 2 (place: sections[0].items[1]), 1 mark'),
    ).toBeInTheDocument();
    expect(preview.querySelector('math mfrac')).not.toBeNull();
    expect(preview).not.toHaveTextContent('answer');
    expect(await axeViolations()).toEqual([]);

    await user.click(within(preview).getByRole('radio', { name: 'हिंदी' }));
    expect(
      within(preview).getByRole('heading', { name: 'Apex परीक्षा, कक्षा 8' }),
    ).toBeInTheDocument();
    expect(
      within(preview)
        .getByText(/के बराबर है\?/)
        .closest('[lang]'),
    ).toHaveAttribute('lang', 'hi-IN');
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Assign to Grade 8' }));
    expect(
      await screen.findByText('Paper “grade-8-demo” is now the Grade 8 test of this exam.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Grade 8: grade-8-demo')).toBeInTheDocument();
  });

  it('reads in Hindi, axe clean', async () => {
    const hi = messagesFor('hi').organiserPapers;
    const { user } = renderConsolePiece(
      <PapersPanel editionId={CONSOLE_EDITION_ID} />,
      await organiser(),
      'hi',
    );
    await user.upload(screen.getByLabelText(hi.fileLabel), fileOf({ id: 'grade-8-demo' }));
    await user.click(screen.getByRole('button', { name: hi.upload }));
    const preview = await screen.findByRole('region', { name: hi.previewHeading });
    expect(
      within(preview).getByText(/^प्रश्न 1 \(जगह: sections\[0\]\.items\[0\]\)/),
    ).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
