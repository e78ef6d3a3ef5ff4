import type { Backend } from '@apex/auth-port';

/**
 * The backend, loaded on demand so no adapter code sits on the critical path. `peek` is for the
 * Google button, which must call the popup synchronously inside the click.
 */
export interface BackendHandle {
  load(): Promise<Backend>;
  peek(): Backend | undefined;
  /**
   * Calls `listener` once the backend has loaded, whoever asked for it (at once if it already has),
   * so the session can follow a backend that an account page loaded. Returns a function that stops
   * waiting.
   */
  onLoad(listener: (backend: Backend) => void): () => void;
}

/**
 * What `load()` rejects with when the backend's code could not be loaded (offline, or its chunk
 * gone after a deploy): the forms say they could not reach the service, whatever the browser's
 * own error was (`cause`).
 */
export class BackendUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The backend could not be loaded', { cause });
    this.name = 'BackendUnavailableError';
  }
}

export function createBackendHandle(loader: () => Promise<Backend>): BackendHandle {
  let loaded: Backend | undefined;
  let pending: Promise<Backend> | undefined;
  const listeners = new Set<(backend: Backend) => void>();
  return {
    load() {
      pending ??= loader().then(
        (backend) => {
          loaded = backend;
          for (const listener of listeners) listener(backend);
          listeners.clear();
          return backend;
        },
        (error: unknown) => {
          pending = undefined;
          throw new BackendUnavailableError(error);
        },
      );
      return pending;
    },
    peek: () => loaded,
    onLoad(listener) {
      if (loaded) {
        listener(loaded);
        return () => {};
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** Wraps a backend that is already in memory, as tests do. */
export function backendHandleOf(backend: Backend): BackendHandle {
  return {
    load: () => Promise.resolve(backend),
    peek: () => backend,
    onLoad(listener) {
      listener(backend);
      return () => {};
    },
  };
}
