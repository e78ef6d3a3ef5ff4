import { createMemoryBackend } from '@apex/auth-memory';
import type { Locale } from '@apex/core';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BackendProvider } from './BackendContext.tsx';
import { type BackendHandle, createBackendHandle } from './BackendHandle.ts';
import { useAuthLanguage } from './useAuthLanguage.ts';

function renderWith(handle: BackendHandle, locale: Locale) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BackendProvider handle={handle}>{children}</BackendProvider>
  );
  return renderHook((language: Locale) => useAuthLanguage(language), {
    wrapper,
    initialProps: locale,
  });
}

describe('useAuthLanguage', () => {
  it('does not load the backend itself', () => {
    const loader = vi.fn(async () => createMemoryBackend());
    renderWith(createBackendHandle(loader), 'hi');

    expect(loader).not.toHaveBeenCalled();
  });

  it('gives the backend the page language as soon as someone loads it, before its first mail', async () => {
    const backend = createMemoryBackend();
    const handle = createBackendHandle(async () => backend);
    renderWith(handle, 'hi');

    const loaded = await handle.load();
    await loaded.auth.createAccount('asha@example.com', 'Secret#123');

    expect(backend.controls.verificationOutbox.map((mail) => mail.language)).toEqual(['hi']);
  });

  it('follows a change of the page language', async () => {
    const backend = createMemoryBackend();
    const handle = createBackendHandle(async () => backend);
    const { rerender } = renderWith(handle, 'hi');
    await handle.load();

    rerender('en');
    await backend.auth.createAccount('asha@example.com', 'Secret#123');

    expect(backend.controls.verificationOutbox.map((mail) => mail.language)).toEqual(['en']);
  });
});
