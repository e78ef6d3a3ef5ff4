import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmAction } from './ConfirmAction.tsx';

const words = {
  start: 'Withdraw',
  question: 'This deletes the details. Withdraw?',
  confirm: 'Yes, withdraw',
  working: 'Withdrawing…',
  keep: 'No, keep it',
  failed: 'Nothing was changed. Please try again.',
};
const classes = {
  noPrint: 'no-print',
  box: 'box',
  actions: 'actions',
  danger: 'danger',
  secondary: 'secondary',
  alert: 'alert',
};

describe('ConfirmAction', () => {
  it('asks first (the question takes focus), and acts only on the confirm button', async () => {
    const user = userEvent.setup();
    const act = vi.fn(async () => {});
    render(<ConfirmAction words={words} classes={classes} act={act} what="testing" />);

    await user.click(screen.getByRole('button', { name: 'Withdraw' }));

    expect(screen.getByText(words.question)).toHaveFocus();
    expect(act).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes, withdraw' }));
    expect(act).toHaveBeenCalledTimes(1);
  });

  it('gives the focus back to the first button when the visitor keeps things as they are', async () => {
    const user = userEvent.setup();
    render(<ConfirmAction words={words} classes={classes} act={async () => {}} what="testing" />);

    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await user.click(screen.getByRole('button', { name: 'No, keep it' }));

    expect(screen.getByRole('button', { name: 'Withdraw' })).toHaveFocus();
  });

  it('says so when the action fails, and lets the visitor try again', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const act = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(undefined);
    render(<ConfirmAction words={words} classes={classes} act={act} what="testing" />);

    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await user.click(screen.getByRole('button', { name: 'Yes, withdraw' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(words.failed);
    await user.click(screen.getByRole('button', { name: 'Yes, withdraw' }));
    expect(act).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});
