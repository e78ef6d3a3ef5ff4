import type { Server } from 'node:http';

export interface LanguageRules {
  /** '' for English, '/hi' for Hindi. */
  prefix: string;
  appShell: string;
  shellPaths: string[];
  notFound: string;
}

export interface HostingRules {
  languages: LanguageRules[];
}

export const CONTENT_TYPES: Record<string, string>;
export function resolveRequest(
  root: string,
  rules: HostingRules,
  pathname: string,
): Promise<{ file: string; status: number } | { redirect: string }>;
export function pickEncoding(header?: string): 'br' | 'gzip' | undefined;
/** The headers firebase.json sends with every response (its `"source": "**"` entry). */
export function readSiteHeaders(file?: string): Promise<Record<string, string>>;
export function createStaticServer(options: {
  root: string;
  /** Defaults to readSiteHeaders(): the repository's firebase.json. */
  siteHeaders?: Record<string, string>;
}): Promise<Server>;
