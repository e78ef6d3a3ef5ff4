import type { Server } from 'node:http';

export interface HostingRules {
  appShell: string;
  shellPaths: string[];
  notFound: string;
}

export const CONTENT_TYPES: Record<string, string>;
export function resolveRequest(
  root: string,
  rules: HostingRules,
  pathname: string,
): Promise<{ file: string; status: number } | { redirect: string }>;
export function pickEncoding(header?: string): 'br' | 'gzip' | undefined;
export function createStaticServer(options: { root: string }): Promise<Server>;
