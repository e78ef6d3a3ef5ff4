/**
 * At most `limit` tasks at once; the others wait their turn, first come first served. The load
 * bench sends its calls through it: the Functions emulator starts a worker process for every call
 * that finds none idle, so an unbounded burst would time process start-up, not the callable.
 */
export function slots(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running < limit) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = waiting.shift();
      if (next === undefined) running -= 1;
      else next();
    }
  };
}
