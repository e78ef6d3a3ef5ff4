import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AGENCY } from '@apex/core';
import { describe, expect, it } from 'vitest';
import { webManifest, webManifestHref } from './webManifest.ts';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../../public');

describe('webManifest', () => {
  it('names the site and opens at the home page', () => {
    const manifest = webManifest();
    expect(manifest.short_name).toBe(AGENCY.name);
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
  });

  it('offers a 192 and a 512 icon and a maskable one, each present in public/', () => {
    const { icons } = webManifest();
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of icons) {
      expect(existsSync(join(publicDir, icon.src))).toBe(true);
    }
  });

  it('has a Hindi twin: Hindi name and description, hi-IN, opening at the Hindi home page', () => {
    const english = webManifest('en');
    const hindi = webManifest('hi');
    expect(english.lang).toBe('en-IN');
    expect(hindi.lang).toBe('hi-IN');
    expect(hindi.name).toBe('Apex Digital: Apex परीक्षा और कोर्स');
    expect(hindi.description).toMatch(/^Apex Digital डिजिटल सेवाओं की एजेंसी है/);
    expect(hindi.short_name).toBe(AGENCY.name);
    expect(hindi.start_url).toBe('/hi');
    expect(hindi.id).not.toBe(english.id);
    expect(webManifestHref('en')).toBe('/manifest.webmanifest');
    expect(webManifestHref('hi')).toBe('/hi/manifest.webmanifest');
  });
});
