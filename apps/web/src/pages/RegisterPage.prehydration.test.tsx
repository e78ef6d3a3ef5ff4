import { createMemoryBackend, type MemoryBackend } from '@apex/auth-memory';
import { messagesFor } from '@apex/core';
import { act, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/AppProviders.tsx';
import { backendHandleOf } from '../backend/BackendHandle.ts';
import { routes } from '../routes/paths.ts';
import { backendWithAccount, TEST_EMAIL, TEST_PASSWORD } from '../testing/testAccounts.ts';
import RegisterPage from './RegisterPage.tsx';

const words = messagesFor('en');

// Whole-page UI tests: generous on a loaded machine (a timeout, not a behaviour threshold).
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

function page(url: string, backend: MemoryBackend) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <AppProviders backend={backendHandleOf(backend)}>
        <Routes>
          <Route path={routes.register.path} element={<RegisterPage />} />
          <Route path={routes.login.path} element={<RegisterPage />} />
        </Routes>
      </AppProviders>
    </MemoryRouter>
  );
}

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  container = undefined;
});

/**
 * As on the built site: the prerendered HTML is on screen, the visitor types into it while no
 * React runs (so no handler sees it: only the inputs' values change), then the app hydrates.
 */
async function typeThenHydrate(url: string, backend: MemoryBackend, typed: Record<string, string>) {
  const host = document.createElement('div');
  host.innerHTML = renderToString(page(url, backend));
  document.body.append(host);
  container = host;
  for (const [label, value] of Object.entries(typed)) {
    const input = screen.getByLabelText(label, { selector: 'input' });
    if (!(input instanceof HTMLInputElement)) throw new Error(`${label} is not an input`);
    input.value = value;
  }
  const recoverable: unknown[] = [];
  const errors = vi.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(host, page(url, backend), {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  // A hydration mismatch would make React log it or throw the server HTML away.
  expect(recoverable).toEqual([]);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('text typed into a prerendered account form before hydration', () => {
  it('is kept by Login, and Login signs in with it', async () => {
    const { backend } = await backendWithAccount({ signedIn: false });
    await typeThenHydrate('/login', backend, { Email: TEST_EMAIL, Password: TEST_PASSWORD });

    expect(field('Email')).toHaveValue(TEST_EMAIL);
    expect(field('Password')).toHaveValue(TEST_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    // The status region is always there: wait for the message, not for the region.
    expect(await screen.findByText(words.success.login)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(words.success.login);
  });

  // /register?mode=signup is prerendered as Login and hidden until the app shows Sign Up
  // (src/components/ui/QueryPending.tsx, e2e/register-query.spec.ts): nothing is typed into it.

  it('is kept by Reset Password, and the reset mail goes to it', async () => {
    const { backend } = await backendWithAccount({ signedIn: false });
    await typeThenHydrate('/register?mode=reset', backend, { Email: TEST_EMAIL });

    expect(field('Email')).toHaveValue(TEST_EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Email' }));
    await vi.waitFor(() =>
      expect(backend.controls.outbox.map((mail) => mail.to)).toEqual([TEST_EMAIL]),
    );
  });

  it('keeps following the keyboard after hydration', async () => {
    const backend = createMemoryBackend();
    await typeThenHydrate('/login', backend, { Email: 'early@example' });

    await userEvent.type(field('Email'), '.com');
    expect(field('Email')).toHaveValue('early@example.com');
  });
});
