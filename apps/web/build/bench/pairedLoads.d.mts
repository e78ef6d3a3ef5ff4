export function takeOption(args: string[], name: string, fallback: string): string;
export function pairedCommand(
  args: string[],
  usage: string,
  defaultRoute?: string,
): { route: string; runs: number; dists: string[] };
