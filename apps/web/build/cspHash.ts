import { createHash } from 'node:crypto';

/** The CSP source expression that allows exactly this inline `<style>` or `<script>` text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
