/**
 * react-router numbers history entries in `history.state.idx`. On its first render, when the
 * entry has no number yet, `<BrowserRouter>` writes one with `history.replaceState`, which
 * measured 1.6-6.7 ms in Chromium at that moment: inside hydration's first slice, which cannot
 * yield. Writing the same number a task earlier lets that slice skip it (docs/decisions.md, P20).
 *
 * This mirrors the router's own first step exactly (`{ ...history.state, idx: 0 }` when `idx` is
 * missing). If a router release keeps its number elsewhere, it simply writes its own again, as
 * before: only the saving is lost, and seedHistoryIndex.test.tsx says so.
 */
export function seedHistoryIndex(history: History): void {
  const state: unknown = history.state;
  const entry =
    typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  if (entry.idx !== undefined && entry.idx !== null) return;
  history.replaceState({ ...entry, idx: 0 }, '');
}
