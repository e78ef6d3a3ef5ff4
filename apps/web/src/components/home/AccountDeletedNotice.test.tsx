import { messagesFor } from '@apex/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '../../hooks/LocaleContext.ts';
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

describe('AccountDeletedNotice in Hindi', () => {
  it('announces the deletion in Hindi, with a Hindi close button', async () => {
    const hindi = messagesFor('hi');
    render(
      <LocaleContext.Provider value="hi">
        <MemoryRouter initialEntries={[{ pathname: '/', state: ACCOUNT_DELETED_STATE }]}>
          <AccountDeletedNotice />
        </MemoryRouter>
      </LocaleContext.Provider>,
    );
    expect(await screen.findByText(hindi.deleteAccount.deleted)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: hindi.layout.closeNotification })).toBeVisible();
    expect(screen.queryByText(words.deleteAccount.deleted)).not.toBeInTheDocument();
    expect(hindi.deleteAccount.deleted).toMatch(/[\u0900-\u097F]/);
  });
});
