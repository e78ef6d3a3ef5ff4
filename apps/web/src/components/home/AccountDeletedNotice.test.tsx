import { messagesFor } from '@apex/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DELETED_STATE } from '../../routes/accountDeleted.ts';
import { AccountDeletedNotice } from './AccountDeletedNotice.tsx';

const words = messagesFor('en');

function renderAt(state: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/', state }]}>
      <AccountDeletedNotice />
    </MemoryRouter>,
  );
}

describe('AccountDeletedNotice', () => {
  it('announces the deletion politely on arrival from /edit-profile', async () => {
    renderAt(ACCOUNT_DELETED_STATE);
    const message = await screen.findByText(words.deleteAccount.deleted);
    expect(message.closest('[role="status"]')).not.toBeNull();
  });

  it('says nothing on an ordinary visit', () => {
    renderAt(null);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
