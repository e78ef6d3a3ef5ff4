import { messagesFor } from '@apex/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../testing/guardianFixture.ts';
import {
  CONSOLE_EDITION_ID,
  organiserBackend,
  renderConsolePiece,
} from '../../../testing/organiserFixture.tsx';
import { AttemptChange } from './AttemptChange.tsx';

const words = messagesFor('en');
const text = words.organiserAttempts;

async function setUp(uid?: string) {
  const backend = await organiserBackend(2);
  const { rows } = await backend.organiser.registrations(CONSOLE_EDITION_ID, {
    sort: 'number',
    direction: 'asc',
    pageSize: 1,
  });
  const [row] = rows;
  if (row === undefined) throw new Error('no registration seeded');
  const onChanged = vi.fn();
  const rendered = renderConsolePiece(
    <AttemptChange
      editionId={CONSOLE_EDITION_ID}
      candidate={{
        uid: uid ?? row.uid,
        registrationNumber: row.registrationNumber,
        candidateName: row.candidateName,
        finished: false,
      }}
      formatTime={(date) => date.toISOString()}
      onChanged={onChanged}
      onClose={() => {}}
    />,
    backend,
  );
  return { ...rendered, backend, row, onChanged };
}

describe('AttemptChange', () => {
  it('asks for a reason and whole minutes at their fields, keeps what was typed, and sends nothing', async () => {
    const { user, backend } = await setUp();
    await user.click(screen.getByRole('button', { name: text.grant }));
    expect(screen.getByText(text.reasonRequired)).toBeVisible();
    expect(screen.getByLabelText(text.reason)).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText(text.reason), 'Power cut');
    const minutes = screen.getByLabelText(text.minutes);
    await user.clear(minutes);
    await user.type(minutes, '99');
    await user.click(screen.getByRole('button', { name: text.grant }));
    expect(screen.getByText(text.minutesInvalid({ min: '1', max: '40' }))).toBeVisible();
    expect(screen.getByLabelText(text.reason)).toHaveValue('Power cut');
    expect((await backend.organiser.auditLog({ pageSize: 5 })).entries).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it('grants extra time before the start, announces it and logs the reason', async () => {
    const { user, backend, row, onChanged } = await setUp();
    await user.type(screen.getByLabelText(text.reason), 'Needs a scribe');
    await user.click(screen.getByRole('button', { name: text.grant }));

    expect(
      await screen.findByText(text.grantedBeforeStart({ name: row.candidateName, minutes: 10 })),
    ).toBeVisible();
    expect(onChanged).toHaveBeenCalled();
    const [entry] = (await backend.organiser.auditLog({ pageSize: 1 })).entries;
    expect(entry).toMatchObject({
      action: 'extra-time',
      subject: row.registrationNumber,
      reason: 'Needs a scribe',
      minutes: 10,
    });
  });

  it("says the server's refusal in words, and keeps the reason typed", async () => {
    const { user } = await setUp('no-such-registration');
    await user.type(screen.getByLabelText(text.reason), 'Medical');
    await user.click(screen.getByRole('button', { name: text.grant }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      words.errors['attempt/not-registered'],
    );
    expect(screen.getByLabelText(text.reason)).toHaveValue('Medical');
  });
});
