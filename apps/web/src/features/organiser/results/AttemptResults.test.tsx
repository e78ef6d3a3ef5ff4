import { messagesFor } from '@apex/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_TEST_KEY } from '../../../config/siteEditions.ts';
import {
  CONSOLE_EDITION_ID,
  organiserBackend,
  renderConsolePiece,
} from '../../../testing/organiserFixture.tsx';
import { AttemptResults } from './AttemptResults.tsx';

const text = messagesFor('en').organiserAttemptResults;
const consoleText = messagesFor('en').organiserConsole;
const OUTCOME = {
  published: 1,
  certificates: 1,
  mailed: 1,
  added: 1,
  corrected: 0,
  unchanged: 0,
  mailedNow: 1,
};

function renderWith(backend: Awaited<ReturnType<typeof organiserBackend>>) {
  return renderConsolePiece(
    <AttemptResults editionId={CONSOLE_EDITION_ID} publishedDigest={null} onPublished={() => {}} />,
    backend,
  );
}

describe('AttemptResults', () => {
  afterEach(() => window.localStorage.removeItem(BUILT_IN_TEST_KEY));

  it('says how many attempts are still open and offers no publish', async () => {
    window.localStorage.setItem(BUILT_IN_TEST_KEY, 'on');
    const backend = await organiserBackend(1);
    vi.spyOn(backend.organiser, 'attemptResults').mockResolvedValue({
      rows: [{ registrationNumber: 'AAAA-BBBB-CCCC', grade: 8, scorePercent: 50 }],
      open: 2,
      absent: 0,
    });
    const { user } = renderWith(backend);

    await user.click(screen.getByRole('button', { name: text.read }));

    expect(await screen.findByRole('alert')).toHaveTextContent(text.open({ count: 2 }));
    expect(
      screen.queryByRole('button', { name: consoleText.publish({ count: 1 }) }),
    ).not.toBeInTheDocument();
  });

  it("publishes the server's scores of closed attempts, and counts the absent", async () => {
    window.localStorage.setItem(BUILT_IN_TEST_KEY, 'on');
    const backend = await organiserBackend(1);
    vi.spyOn(backend.organiser, 'attemptResults').mockResolvedValue({
      rows: [{ registrationNumber: 'AAAA-BBBB-CCCC', grade: 8, scorePercent: 50 }],
      open: 0,
      absent: 1,
    });
    const fromAttempts = vi
      .spyOn(backend.organiser, 'publishFromAttempts')
      .mockResolvedValue(OUTCOME);
    const fromRows = vi.spyOn(backend.organiser, 'publishResults');
    const { user } = renderWith(backend);

    await user.click(screen.getByRole('button', { name: text.read }));
    expect(await screen.findByText(text.ready({ count: 1 }))).toBeVisible();
    expect(screen.getByText(text.absent({ count: 1 }))).toBeVisible();
    await user.click(screen.getByRole('button', { name: consoleText.publish({ count: 1 }) }));
    await user.click(
      screen.getByRole('button', { name: consoleText.summaryConfirm({ count: 1 }) }),
    );

    expect(
      await screen.findByText(
        consoleText.published({ count: 1, added: 1, corrected: 0, unchanged: 0, mailed: 1 }),
      ),
    ).toBeVisible();
    expect(fromAttempts).toHaveBeenCalledWith(CONSOLE_EDITION_ID);
    expect(fromRows).not.toHaveBeenCalled();
  });

  it('is not offered for an edition whose tests are external links', async () => {
    const backend = await organiserBackend(1);
    renderWith(backend);
    expect(screen.queryByRole('heading', { name: text.heading })).not.toBeInTheDocument();
  });
});
