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

/** Every source file of the port, joined: a service may extend an interface of another file. */
const portSource = readdirSync(PORT)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => readFileSync(path.join(PORT, file), 'utf8'))
  .join('\n');

/**
 * The methods of `export interface <name> [extends A, B] { ... }` in the port, with those of the
 * interfaces it extends (OrganiserService extends OrganiserAttemptService).
 */
function interfaceMethods(name) {
  const declaration = new RegExp(`export interface ${name}(?: extends ([\\w, ]+))? \\{`).exec(
    portSource,
  );
  assert.ok(declaration, `the port declares ${name}`);
  const body = portSource.slice(declaration.index, portSource.indexOf('\n}', declaration.index));
  const own = [...body.matchAll(/^ {2}(\w+)[(<]/gm)].map(([, method]) => method);
  const bases = (declaration[1] ?? '')
    .split(',')
    .map((base) => base.trim())
    .filter(Boolean);
  return [...own, ...bases.flatMap(interfaceMethods)];
}

/** Each service of `Backend` (`readonly auth: AuthService;`) with its methods. */
function portOperations() {
  const backend = /export interface Backend \{[\s\S]*?\n\}/.exec(portSource)?.[0] ?? '';
  const services = [...backend.matchAll(/^ {2}readonly (\w+): (\w+);/gm)];
  return services.map(([, service, type]) => ({ service, methods: interfaceMethods(type) }));
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
