import type { Backend } from '@apex/auth-port';

/**
 * The backend, loaded on demand so no adapter code sits on the critical path. `peek` is for the
 * Google button, which must call the popup synchronously inside the click.
 */
export interface BackendHandle {
  load(): Promise<Backend>;
  peek(): Backend | undefined;
}

export function createBackendHandle(loader: () => Promise<Backend>): BackendHandle {
  let loaded: Backend | undefined;
  let pending: Promise<Backend> | undefined;
  return {
    load() {
      pending ??= loader().then(
        (backend) => {
          loaded = backend;
          return backend;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    peek: () => loaded,
  };
}

/** Wraps a backend that is already in memory, as tests do. */
export function backendHandleOf(backend: Backend): BackendHandle {
  return { load: () => Promise.resolve(backend), peek: () => backend };
}
