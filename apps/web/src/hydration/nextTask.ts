/**
 * Resolves in a later task of the event loop, not a microtask: what runs after `await nextTask()`
 * is not added to the task running now. Starting the app costs several pieces of main-thread
 * work (evaluating React, evaluating the app, matching routes, hydrating); one task for all of
 * them is a long task that a tap on a phone waits behind, and Lighthouse counts as blocking time
 * (docs/adr/0073-framework-mode.md). A task boundary between them lets the browser handle input and paint
 * in between.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
