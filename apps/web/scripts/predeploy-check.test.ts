import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLACEHOLDER_ORGANISER } from '@apex/core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkBuild,
  credentialKeyProblems,
  cspHashProblems,
  deployProblems,
} from './predeploy-check.mjs';

const firebase = { backend: 'firebase' };
const script = (text: string) => ({ file: 'assets/firebase-abc.js', text });
const PRODUCTION = script('const c={apiKey:"AIzaSyReal",authDomain:"apex-prod.firebaseapp.com"}');

describe('deployProblems', () => {
  it('lets a Firebase build with production configuration through', () => {
    expect(deployProblems(firebase, [PRODUCTION])).toEqual([]);
  });

  it('refuses a memory-backend build, and one without a build report', () => {
    expect(deployProblems({ backend: 'memory' }, [PRODUCTION])).toEqual([
      expect.stringMatching(/memory backend.*build:firebase/),
    ]);
    expect(deployProblems(null, [PRODUCTION])).toEqual([expect.stringMatching(/no build report/)]);
  });

  it.each([
    ['the demo API key', 'apiKey:"demo-api-key"'],
    ['a demo project', 'authDomain:"demo-apex.firebaseapp.com"'],
    ['a demo bucket', 'storageBucket:"demo-apex.appspot.com"'],
    ['an emulator host', 'auth:"127.0.0.1:9319"'],
    ['a localhost emulator', "firestore:'localhost:8080'"],
  ])('refuses a build carrying %s', (_, text) => {
    expect(deployProblems(firebase, [script(text)])).toEqual([
      expect.stringContaining('assets/firebase-abc.js contains'),
    ]);
  });
});

describe('deployProblems and the organiser facts', () => {
  const page = (text: string) => ({ file: 'address/index.html', text });

  it.each([
    ['legal name', PLACEHOLDER_ORGANISER.legalName],
    ['postal address', PLACEHOLDER_ORGANISER.postalAddress.join('<br>')],
    ['phone (E.164)', `<a href="tel:${PLACEHOLDER_ORGANISER.phone}">`],
    ['phone (as shown)', '+91 00000 00000'],
    ['support mailbox', PLACEHOLDER_ORGANISER.supportEmail],
    ['grievance officer', PLACEHOLDER_ORGANISER.grievanceOfficer.name],
    ['grievance mailbox', PLACEHOLDER_ORGANISER.grievanceOfficer.email],
    ['certificate body', PLACEHOLDER_ORGANISER.certificateRecognisedBy],
  ])('refuses a production build still showing the placeholder %s', (_, text) => {
    expect(deployProblems(firebase, [PRODUCTION, page(`<p>${text}</p>`)])).toEqual([
      expect.stringMatching(/address\/index\.html contains .*VITE_ORGANISER_/),
    ]);
  });

  it('lets real organiser facts through', () => {
    const real = page(
      '<p>Apex Digital Private Limited, 12 MG Road, Bengaluru 560001, +91 98290 12345, ' +
        '<a href="mailto:grievance@apexdigital.in">grievance@apexdigital.in</a>, test@example.com</p>',
    );
    expect(deployProblems(firebase, [PRODUCTION, real])).toEqual([]);
  });
});

describe('checkBuild', () => {
  let dist = '';
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('reads the build report and the built scripts from the folder', () => {
    dist = mkdtempSync(join(tmpdir(), 'predeploy-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, '.chunks.json'), JSON.stringify({ backend: 'firebase', chunks: [] }));
    writeFileSync(join(dist, 'assets', 'a.js'), 'apiKey:"demo-api-key"');
    mkdirSync(join(dist, '.well-known'));
    writeFileSync(join(dist, '.well-known', 'jwks.json'), JSON.stringify({ keys: [APEX_KEY] }));
    writeFileSync(
      join(dist, '.csp-hashes.json'),
      JSON.stringify({ 'script-src': ["'sha256-boot'"], 'style-src': [] }),
    );
    const firebaseJson = join(dist, 'firebase.json');
    const csp = (sources: string) => ({
      hosting: {
        headers: [
          { headers: [{ key: 'Content-Security-Policy', value: `script-src ${sources}` }] },
        ],
      },
    });
    writeFileSync(firebaseJson, JSON.stringify(csp("'self' 'sha256-boot'")));

    expect(checkBuild(dist, firebaseJson)).toEqual([
      expect.stringContaining(join('assets', 'a.js')),
    ]);
    writeFileSync(firebaseJson, JSON.stringify(csp("'self' 'sha256-older-build'")));
    expect(checkBuild(dist, firebaseJson)).toEqual([
      expect.stringContaining(join('assets', 'a.js')),
      expect.stringMatching(/CSP does not allow 1 of this build's inline scripts/),
    ]);
    expect(checkBuild(join(dist, 'missing'))).toEqual([expect.stringMatching(/does not exist/)]);
  });
});

describe('cspHashProblems', () => {
  it("lets a build through when the hosting's CSP allows each of its inline scripts", () => {
    expect(
      cspHashProblems(
        { 'script-src': ["'sha256-a'"], 'style-src': ["'sha256-s'"] },
        "default-src 'self'; script-src 'self' 'sha256-a'; style-src 'self' 'sha256-s'",
      ),
    ).toEqual([]);
  });

  it('refuses a build whose inline scripts the CSP would block, and says how to fix it', () => {
    expect(
      cspHashProblems(
        { 'script-src': ["'sha256-a'", "'sha256-b'"] },
        "script-src 'self' 'sha256-a'",
      ),
    ).toEqual([
      expect.stringMatching(/does not allow 1 .*pnpm --filter @apex\/web hosting dist\/client/),
    ]);
    expect(cspHashProblems({ 'script-src': ["'sha256-a'"] }, '')).toHaveLength(1);
  });

  it('refuses a build whose inline styles the CSP would block (an old hash in style-src)', () => {
    const csp = "script-src 'self' 'sha256-a'; style-src 'self' 'sha256-old'";
    expect(
      cspHashProblems({ 'script-src': ["'sha256-a'"], 'style-src': ["'sha256-new'"] }, csp),
    ).toEqual([expect.stringMatching(/does not allow 1 of this build's inline styles/)]);
  });
});

const APEX_KEY = { kty: 'RSA', n: 'n', e: 'AQAB', kid: 'apex-2026-11' };

describe('credentialKeyProblems (issue 32)', () => {
  it("lets Apex's own key set through, old keys and all", () => {
    expect(
      credentialKeyProblems({ keys: [APEX_KEY, { ...APEX_KEY, kid: 'apex-2025-11' }] }),
    ).toEqual([]);
  });

  it('refuses a key set with a key that is not RSA for RS256 (OB 3.0 §8.2.3, issue 38)', () => {
    expect(
      credentialKeyProblems({
        keys: [APEX_KEY, { kty: 'OKP', crv: 'Ed25519', x: 'x', kid: 'apex-2025-11' }],
      }),
    ).toEqual([expect.stringMatching(/not RSA for RS256 \(apex-2025-11\)/)]);
  });

  it('refuses a build without keys, or with the development or an emulator key', () => {
    expect(credentialKeyProblems(null)).toEqual([
      expect.stringMatching(/publishes no credential key: build with CREDENTIAL_JWKS_FILE/),
    ]);
    expect(credentialKeyProblems({ keys: [] })).toHaveLength(1);
    expect(
      credentialKeyProblems({
        keys: [
          APEX_KEY,
          { ...APEX_KEY, kid: 'apex-development-key-not-for-production' },
          { ...APEX_KEY, kid: 'apex-local-2026-11-26' },
        ],
      }),
    ).toEqual([
      expect.stringContaining(
        'development or emulator keys (apex-development-key-not-for-production, apex-local-2026-11-26)',
      ),
    ]);
  });
});
