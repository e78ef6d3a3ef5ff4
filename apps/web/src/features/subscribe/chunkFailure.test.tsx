import { createMemoryBackend } from '@apex/auth-memory';
import { messagesFor } from '@apex/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { BackendProvider } from '../../backend/BackendContext.tsx';
import { backendHandleOf } from '../../backend/BackendHandle.ts';
import { SubscribeForm } from './index.ts';

// The submit code is a chunk of its own, fetched on the first submit; here that fetch fails.
vi.mock('./submitSubscription.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

it('says it could not reach the server when the submit code cannot load, and keeps the address', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const backend = createMemoryBackend();
  const user = userEvent.setup();
  render(
    <BackendProvider handle={backendHandleOf(backend)}>
      <SubscribeForm topic="newsletter" />
    </BackendProvider>,
  );

  await user.type(screen.getByRole('textbox'), 'asha@example.com');
  await user.click(screen.getByRole('button', { name: 'Submit' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(messagesFor().subscribe.unavailable);
  expect(screen.getByRole('textbox')).toHaveValue('asha@example.com');
  expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-disabled', 'false');
  expect(backend.controls.subscriptions).toEqual([]);
});
