import { createMemoryBackend } from '@apex/auth-memory';
import { fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendProvider } from './BackendContext.tsx';
import { type BackendHandle, createBackendHandle } from './BackendHandle.ts';
import { useLoadBackendOnIntent } from './useLoadBackendOnIntent.ts';

const wrapperOf =
  (handle: BackendHandle) =>
  ({ children }: { children: ReactNode }) => (
    <BackendProvider handle={handle}>{children}</BackendProvider>
  );

function FormPage({ onFailure = () => {} }: { onFailure?: (error: unknown) => void }) {
  useLoadBackendOnIntent(onFailure);
  return <input aria-label="Email" />;
}

afterEach(() => {
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
});

describe('useLoadBackendOnIntent', () => {
  it('loads nothing for a visitor who only reads the page', async () => {
    const loader = vi.fn(async () => createMemoryBackend());
    renderHook(() => useLoadBackendOnIntent(() => {}), {
      wrapper: wrapperOf(createBackendHandle(loader)),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loader).not.toHaveBeenCalled();
  });

  it.each([
    ['a press', (target: Element) => fireEvent.pointerDown(target)],
    ['a key', (target: Element) => fireEvent.keyDown(target, { key: 'Tab' })],
    ['a tap', (target: Element) => fireEvent.touchStart(target)],
    ['focus moving in', (target: Element) => fireEvent.focusIn(target)],
  ])('loads the backend once, on the first interaction: %s', async (_, interact) => {
    const loader = vi.fn(async () => createMemoryBackend());
    const handle = createBackendHandle(loader);
    render(<FormPage />, { wrapper: wrapperOf(handle) });
    interact(screen.getByLabelText('Email'));
    interact(screen.getByLabelText('Email'));
    expect(loader).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(handle.peek()).toBeDefined());
  });

  it('loads at once when focus is already in the page (typed into before the app started)', () => {
    const loader = vi.fn(async () => createMemoryBackend());
    const early = document.createElement('input');
    document.body.append(early);
    early.focus();
    renderHook(() => useLoadBackendOnIntent(() => {}), {
      wrapper: wrapperOf(createBackendHandle(loader)),
    });
    expect(loader).toHaveBeenCalledTimes(1);
    early.remove();
  });

  it('passes a failure on, as the handle reports it', async () => {
    const failure = new Error('chunk gone');
    const onFailure = vi.fn();
    render(<FormPage onFailure={onFailure} />, {
      wrapper: wrapperOf(createBackendHandle(() => Promise.reject(failure))),
    });
    fireEvent.pointerDown(screen.getByLabelText('Email'));
    await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    expect(onFailure.mock.calls[0]?.[0]).toMatchObject({ cause: failure });
  });

  it('stops listening, and says nothing, once the page has gone', async () => {
    const loader = vi.fn(async () => createMemoryBackend());
    const { unmount } = renderHook(() => useLoadBackendOnIntent(() => {}), {
      wrapper: wrapperOf(createBackendHandle(loader)),
    });
    unmount();
    fireEvent.pointerDown(document.body);
    expect(loader).not.toHaveBeenCalled();
  });
});
