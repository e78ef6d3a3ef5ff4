import { createMemoryBackend, type MemoryBackend } from '@apex/auth-memory';
import type { SubscriptionTopic as PortTopic } from '@apex/auth-port';
import { type SubscriptionTopic as CoreTopic, messagesFor } from '@apex/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { BackendProvider } from '../../backend/BackendContext.tsx';
import { type BackendHandle, backendHandleOf } from '../../backend/BackendHandle.ts';
import { SubscribeForm } from './index.ts';

function renderForm(
  topic: PortTopic,
  {
    backend = createMemoryBackend(),
    handle,
  }: { backend?: MemoryBackend; handle?: BackendHandle } = {},
) {
  const user = userEvent.setup();
  render(
    <BackendProvider handle={handle ?? backendHandleOf(backend)}>
      <SubscribeForm topic={topic} />
    </BackendProvider>,
  );
  return { user, backend };
}

const stored = (backend: MemoryBackend) =>
  backend.controls.subscriptions.map(({ email, topic, status }) => ({ email, topic, status }));

/** A handle whose backend arrives only when the test says so. */
function gatedHandle(backend: MemoryBackend) {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const load = vi.fn(() => gate.then(() => backend));
  const handle: BackendHandle = { load, peek: () => undefined, onLoad: () => () => {} };
  return { handle, load, open };
}

describe('the topics', () => {
  it('are the same in core (the words) and in the port (the calls)', () => {
    expectTypeOf<CoreTopic>().toEqualTypeOf<PortTopic>();
  });
});

describe('SubscribeForm for the newsletter', () => {
  it("has the footer's label, placeholder and button, and says what the address is for", () => {
    renderForm('newsletter');
    const form = screen.getByRole('form', { name: 'Newsletter' });
    const email = within(form).getByRole('textbox', { name: 'Subscribe to our newsletter' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('placeholder', 'Enter Email');
    expect(within(form).getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(messagesFor().subscribe.purpose.newsletter);
    expect(email).toHaveAccessibleDescription(/every mail has a link to leave the list/);
  });

  it('asks the address to confirm by mail and says to check the inbox in the status region', async () => {
    const { user, backend } = renderForm('newsletter');

    await user.type(screen.getByRole('textbox'), ' Asha@Example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    // The status region is always there (a live region): wait for its words, not for it.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Almost done: please check your inbox. If asha@example.com is not on the list yet, we have sent it a link to confirm.',
      ),
    );
    expect(stored(backend)).toEqual([
      { email: 'asha@example.com', topic: 'newsletter', status: 'pending' },
    ]);
    expect(
      backend.controls.consentMail.map(({ to, kind, language }) => ({ to, kind, language })),
    ).toEqual([{ to: 'asha@example.com', kind: 'subscription-confirm', language: 'en' }]);
  });

  it('answers an address already on the list with the same words, and mails it nothing', async () => {
    const backend = createMemoryBackend();
    await backend.subscriptions.subscribe('asha@example.com', 'newsletter', 'en');
    const link = new URL(backend.controls.consentMail[0]?.link ?? '');
    await backend.subscriptions.confirm(link.searchParams.get('token') ?? '');
    const { user } = renderForm('newsletter', { backend });

    await user.type(screen.getByRole('textbox'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByText(messagesFor().subscribe.subscribed({ email: 'asha@example.com' })),
    ).toBe(screen.getByRole('status'));
    expect(stored(backend)).toEqual([
      { email: 'asha@example.com', topic: 'newsletter', status: 'confirmed' },
    ]);
    expect(backend.controls.consentMail).toHaveLength(1);
  });

  it('refuses an invalid address without calling the backend, keeps it and focuses it', async () => {
    const { handle, load } = gatedHandle(createMemoryBackend());
    const { user } = renderForm('newsletter', { handle });
    const email = screen.getByRole('textbox');

    await user.type(email, 'asha@example');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByRole('alert')).toHaveTextContent(messagesFor().validation.emailInvalid);
    expect(email).toHaveValue('asha@example');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining(messagesFor().validation.emailInvalid),
    );
    expect(load).not.toHaveBeenCalled();
  });

  it('asks for an address when the field is empty', async () => {
    const { user } = renderForm('newsletter');

    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(screen.getByRole('alert')).toHaveTextContent(messagesFor().validation.emailRequired);
  });

  it('keeps the typed address when the backend fails, and says it did', async () => {
    const backend = createMemoryBackend();
    backend.controls.failNext('subscriptions.subscribe', 'subscription/unavailable');
    const { user } = renderForm('newsletter', { backend });
    const email = screen.getByRole('textbox');

    await user.type(email, 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messagesFor().subscribe.unavailable);
    expect(email).toHaveValue('asha@example.com');
    expect(email).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(stored(backend)).toEqual([]);

    // Trying again works, and the error gives way to the success.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        messagesFor().subscribe.subscribed({ email: 'asha@example.com' }),
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says it could not reach the server when the backend itself cannot load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const handle: BackendHandle = {
      load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      peek: () => undefined,
      onLoad: () => () => {},
    };
    const { user } = renderForm('newsletter', { handle });

    await user.type(screen.getByRole('textbox'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(messagesFor().subscribe.unavailable);
    expect(screen.getByRole('textbox')).toHaveValue('asha@example.com');
  });

  it('loads no backend before a submit, is busy while sending, and sends once', async () => {
    const backend = createMemoryBackend();
    const subscribe = vi.spyOn(backend.subscriptions, 'subscribe');
    const { handle, load, open } = gatedHandle(backend);
    const { user } = renderForm('newsletter', { handle });
    const button = screen.getByRole('button', { name: 'Submit' });

    await user.type(screen.getByRole('textbox'), 'asha@example.com');
    expect(load).not.toHaveBeenCalled();
    await user.click(button);

    expect(screen.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await user.click(button);
    open();

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        messagesFor().subscribe.subscribed({ email: 'asha@example.com' }),
      ),
    );
    expect(screen.getByRole('form')).toHaveAttribute('aria-busy', 'false');
    expect(button).toHaveAttribute('aria-disabled', 'false');
    expect(load).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledTimes(1);
  });
});

describe('SubscribeForm for the next exam', () => {
  it('has its own name, label and button, and joins the next-edition list', async () => {
    const { user, backend } = renderForm('next-edition');
    const form = screen.getByRole('form', { name: 'Notify me about the next exam' });
    const email = within(form).getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAccessibleDescription(messagesFor().subscribe.purpose['next-edition']);

    await user.type(email, 'parent@example.in');
    await user.click(within(form).getByRole('button', { name: 'Notify me' }));

    await waitFor(() =>
      expect(within(form).getByRole('status')).toHaveTextContent(
        messagesFor().subscribe.subscribed({ email: 'parent@example.in' }),
      ),
    );
    expect(stored(backend)).toEqual([
      { email: 'parent@example.in', topic: 'next-edition', status: 'pending' },
    ]);
  });
});
