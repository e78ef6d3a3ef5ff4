/** Runs `task` once the browser is idle (or after `timeoutMs` at the latest); returns a cancel. */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  const { requestIdleCallback, cancelIdleCallback } = window;
  if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
    const id = requestIdleCallback.call(window, task, { timeout: timeoutMs });
    return () => cancelIdleCallback.call(window, id);
  }
  const id = window.setTimeout(task, 1);
  return () => window.clearTimeout(id);
}
