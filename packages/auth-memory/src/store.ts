import type { AuthUser } from '@apex/auth-port';
import type { Persistence } from './persistence.ts';
import { emptyState, findAccountByUid, type MemoryState, toAuthUser } from './state.ts';

type SessionListener = (user: AuthUser | null) => void;

function sessionUser(state: MemoryState): AuthUser | null {
  if (state.sessionUid === null) return null;
  const account = findAccountByUid(state, state.sessionUid);
  return account === undefined ? null : toAuthUser(account);
}

/**
 * The single owner of the backend's state. With persistence it re-reads storage before each read
 * and writes after each change, so two tabs (or two backends on one storage) agree, as Firebase
 * tabs do; session listeners hear of sign-in and sign-out wherever they happened.
 */
export class MemoryStore {
  private state: MemoryState;
  private readonly listeners = new Set<SessionListener>();
  /** A change that storage refused: memory is then the only copy, so storage is not re-read. */
  private unsaved = false;

  constructor(private readonly persistence: Persistence | null) {
    this.state = persistence?.load() ?? emptyState();
    persistence?.watch(() => this.refresh());
  }

  /** The current state; callers must not mutate it (use `update`). */
  read(): MemoryState {
    this.refresh();
    return this.state;
  }

  /** Applies a change, saves it and tells session listeners if the signed-in user changed. */
  update<T>(change: (state: MemoryState) => T): T {
    this.refresh();
    const before = this.state.sessionUid;
    const result = change(this.state);
    if (this.persistence !== null) this.unsaved = !this.persistence.save(this.state);
    if (this.state.sessionUid !== before) this.notify();
    return result;
  }

  currentUser(): AuthUser | null {
    return sessionUser(this.read());
  }

  subscribe(listener: SessionListener): () => void {
    // A wrapper per subscription, so subscribing the same function twice gives two subscriptions.
    const subscription: SessionListener = (user) => listener(user);
    // Read (and so refresh from storage) before adding, so the first call is the only one.
    const current = this.currentUser();
    this.listeners.add(subscription);
    listener(current);
    return () => {
      this.listeners.delete(subscription);
    };
  }

  /** Whether every change so far is in storage (always true without persistence). */
  isSaved(): boolean {
    return !this.unsaved;
  }

  private refresh(): void {
    if (this.persistence === null || this.unsaved) return;
    const stored = this.persistence.load();
    if (stored === undefined) return;
    const before = this.state.sessionUid;
    this.state = stored;
    if (stored.sessionUid !== before) this.notify();
  }

  private notify(): void {
    const user = sessionUser(this.state);
    for (const listener of [...this.listeners]) listener(user);
  }
}
