import { createMemoryBackend } from '@apex/auth-memory';
import { describe, expect, it, vi } from 'vitest';
import { BackendUnavailableError, backendHandleOf, createBackendHandle } from './BackendHandle.ts';

describe('createBackendHandle', () => {
  it('loads once however often it is asked, and peek sees the result', async () => {
    const backend = createMemoryBackend();
    const loader = vi.fn(async () => backend);
    const handle = createBackendHandle(loader);
    expect(handle.peek()).toBeUndefined();
    const [first, second] = await Promise.all([handle.load(), handle.load()]);
    expect(first).toBe(backend);
    expect(second).toBe(backend);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(handle.peek()).toBe(backend);
  });

  it('tries again after a failed load, which it reports as BackendUnavailableError', async () => {
    const backend = createMemoryBackend();
    const offline = new TypeError('Failed to fetch dynamically imported module');
    const loader = vi.fn().mockRejectedValueOnce(offline).mockResolvedValue(backend);
    const handle = createBackendHandle(loader);
    const failure = await handle.load().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BackendUnavailableError);
    expect(failure).toHaveProperty('cause', offline);
    await expect(handle.load()).resolves.toBe(backend);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('onLoad tells a listener when someone else loads the backend, without loading it itself', async () => {
    const backend = createMemoryBackend();
    const loader = vi.fn(async () => backend);
    const handle = createBackendHandle(loader);
    const listener = vi.fn();
    handle.onLoad(listener);
    expect(loader).not.toHaveBeenCalled();
    await handle.load();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(backend);
    await handle.load();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('onLoad calls at once when the backend has already loaded', async () => {
    const backend = createMemoryBackend();
    const handle = createBackendHandle(async () => backend);
    await handle.load();
    const listener = vi.fn();
    handle.onLoad(listener);
    expect(listener).toHaveBeenCalledWith(backend);
  });

  it('a listener that stopped waiting is not called', async () => {
    const handle = createBackendHandle(async () => createMemoryBackend());
    const listener = vi.fn();
    const stop = handle.onLoad(listener);
    stop();
    await handle.load();
    expect(listener).not.toHaveBeenCalled();
  });

  it('onLoad waits through a failed load for the next successful one', async () => {
    const backend = createMemoryBackend();
    const loader = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(backend);
    const handle = createBackendHandle(loader);
    const listener = vi.fn();
    handle.onLoad(listener);
    await expect(handle.load()).rejects.toBeInstanceOf(BackendUnavailableError);
    expect(listener).not.toHaveBeenCalled();
    await handle.load();
    expect(listener).toHaveBeenCalledWith(backend);
  });
});

describe('backendHandleOf', () => {
  it('is loaded from the start', () => {
    const backend = createMemoryBackend();
    const handle = backendHandleOf(backend);
    const listener = vi.fn();
    handle.onLoad(listener);
    expect(handle.peek()).toBe(backend);
    expect(listener).toHaveBeenCalledWith(backend);
  });
});
