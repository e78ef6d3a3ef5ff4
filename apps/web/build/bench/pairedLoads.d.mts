export function takeOption(args: string[], name: string, fallback: string): string;
