// The recipe of docs/architecture.md ("Adding a backend operation"): a method on a service of the
// port, both adapters (the compiler holds them to the `Backend` type) and a conformance case. This
// holds the last, which no compiler checks: every method of every service the port's `Backend`
// names is called by a case of the conformance suite, so both adapters are tested on it.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = path.join(REPO, 'packages/auth-port/src');
const CONFORMANCE = path.join(PORT, 'conformance');

/** The body of `export interface <name> { ... }` in the port's backend.ts. */
function interfaceBody(source, name) {
  const start = source.indexOf(`export interface ${name} {`);
  assert.notEqual(start, -1, `backend.ts declares ${name}`);
  return source.slice(start, source.indexOf('\n}', start));
}

/** Each service of `Backend` (`readonly auth: AuthService;`) with its methods. */
function portOperations() {
  const source = readFileSync(path.join(PORT, 'backend.ts'), 'utf8');
  const services = [...interfaceBody(source, 'Backend').matchAll(/^ {2}readonly (\w+): (\w+);/gm)];
  return services.map(([, service, type]) => ({
    service,
    methods: [...interfaceBody(source, type).matchAll(/^ {2}(\w+)[(<]/gm)].map(([, name]) => name),
  }));
}

const cases = readdirSync(CONFORMANCE)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => readFileSync(path.join(CONFORMANCE, file), 'utf8'))
  .join('\n');

const operations = portOperations();

describe('every backend operation of the port', () => {
  it('is read from the port (eleven services, each with its methods)', () => {
    assert.equal(operations.length, 11);
    for (const { service, methods } of operations) assert.ok(methods.length > 0, service);
  });

  for (const { service, methods } of operations) {
    for (const method of methods) {
      it(`${service}.${method} is called by a conformance case`, () => {
        // `backend.auth.signIn(`, `auth().signIn(` or a service taken once: `auth.signIn(`.
        const called = new RegExp(`\\b${service}(\\(\\))?\\.${method}\\(`);
        assert.match(cases, called, `no conformance case calls ${service}.${method}`);
      });
    }
  }
});
