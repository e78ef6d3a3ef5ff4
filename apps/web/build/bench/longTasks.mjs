/**
 * The long tasks Lighthouse's `long-tasks` audit pins on one of the built scripts. The others are
 * the document's own work (parsing, style, layout, paint) or "Unattributable", which the no-JS
 * floor has too; these are the app's share of the blocking time.
 */
export function scriptLongTasks(items) {
  return items.flatMap((item) => {
    const pathname = URL.canParse(item.url) ? new URL(item.url).pathname : '';
    const built = pathname.startsWith('/assets/') && pathname.endsWith('.js');
    return built
      ? [{ script: pathname.slice('/assets/'.length), ms: Math.round(item.duration) }]
      : [];
  });
}

/** One line per script: its longest task over all runs, longest first. */
export function longestPerScript(tasks) {
  const longest = new Map();
  for (const { script, ms } of tasks) longest.set(script, Math.max(ms, longest.get(script) ?? 0));
  return [...longest].sort((a, b) => b[1] - a[1]).map(([script, ms]) => `${script} ${ms} ms`);
}
