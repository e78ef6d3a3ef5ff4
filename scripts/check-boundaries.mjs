#!/usr/bin/env node
/**
 * The dependency rule of docs/architecture.md, enforced: `pnpm lint` runs this after Biome.
 *
 *   web                       -> core, auth-port
 *                                (+ auth-memory, auth-firebase: only in src/backend/selectBackend.ts,
 *                                 in tests and test support, and in tooling outside src/)
 *   auth-memory, auth-firebase -> auth-port, core
 *   auth-port                 -> nothing of ours
 *   core                      -> nothing at all (its shipped files import only each other)
 *
 * The selector loads an adapter only with `import()`, so each build ships only the adapter it chose.
 *
 * And, for every package: a workspace package is imported only through a key of its `exports`;
 * no relative path leaves the package; `firebase` is imported only inside auth-firebase; every
 * workspace import is declared in the importer's package.json.
 *
 * Specifiers come from TypeScript's own pre-processor, so comments and strings never count and
 * `import()`, `export ... from`, `import type` and `require()` all do.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

/** Package-level edges between our workspace packages. Anything not listed is refused. */
export const ALLOWED_EDGES = {
  '@apex/web': ['@apex/core', '@apex/auth-port', '@apex/auth-memory', '@apex/auth-firebase'],
  '@apex/auth-memory': ['@apex/auth-port', '@apex/core'],
  '@apex/auth-firebase': ['@apex/auth-port', '@apex/core'],
  '@apex/auth-port': [],
  '@apex/core': [],
};

/** Adapters the web app may import only where the backend is chosen, and in tests and tooling. */
const ADAPTERS = ['@apex/auth-memory', '@apex/auth-firebase'];
const BACKEND_SELECTOR = 'src/backend/selectBackend.ts';
const FIREBASE_HOME = '@apex/auth-firebase';

export const RULES = {
  'core-imports-nothing':
    '@apex/core imports nothing: no workspace package, no npm package, no Node builtin; its files import only each other by relative path',
  'allowed-edges':
    'only the edges web -> core, auth-port (+ adapters, see adapter-only-in-selector); auth-memory, auth-firebase -> auth-port, core; auth-port -> none; core -> none',
  'adapter-only-in-selector':
    'the web app imports an adapter (@apex/auth-memory, @apex/auth-firebase) only in src/backend/selectBackend.ts, in tests and test support (src/testing/, or a module importing vitest or Testing Library) and in tooling outside src/',
  'adapter-dynamic-import':
    'the backend selector loads an adapter only with import() (or names its types with `import type`), so a build ships only the adapter it chose, in its own chunk',
  'exports-only':
    'a workspace package is imported only by a specifier that is exactly a key of its package.json `exports`; never its internals',
  'relative-escape':
    'a relative import never leaves its own package; import the other package by name through its `exports`',
  'firebase-only-in-adapter':
    '`firebase` (and `@firebase/*`) is imported only inside packages/auth-firebase',
  'declared-dependency':
    "a workspace package is imported only if it is listed in the importer's package.json",
  'manifest-edge':
    'a package.json lists only workspace dependencies that the dependency rule allows',
};

const SOURCE_EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs']);
const SKIPPED_DIRECTORIES = new Set([
  'node_modules',
  'coverage',
  'test-results',
  'playwright-report',
]);
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
/** A module importing one of these is test support: it can never be part of the site's bundle. */
const TEST_TOOL = /^(vitest|@vitest\/|@testing-library\/|@playwright\/test|fast-check|msw)(\/|$)/;
const BUILTINS = new Set(builtinModules.filter((name) => !name.startsWith('_')));

/** The workspace globs of pnpm-workspace.yaml; only `dir/*` and plain `dir` entries are used here. */
function workspaceGlobs(root) {
  const file = path.join(root, 'pnpm-workspace.yaml');
  const globs = [];
  let inPackages = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/^\S/.test(line)) inPackages = /^packages:\s*$/.test(line);
    const entry = inPackages && /^\s+-\s+["']?([^"'\s#]+)["']?/.exec(line);
    if (entry?.[1]) globs.push(entry[1]);
  }
  return globs;
}

function findPackages(root) {
  const directories = [];
  for (const glob of workspaceGlobs(root)) {
    if (glob.endsWith('/*')) {
      const parent = path.join(root, glob.slice(0, -2));
      if (!existsSync(parent)) continue;
      for (const entry of readdirSync(parent, { withFileTypes: true })) {
        if (entry.isDirectory()) directories.push(path.join(parent, entry.name));
      }
    } else {
      directories.push(path.join(root, glob));
    }
  }
  return directories
    .filter((directory) => existsSync(path.join(directory, 'package.json')))
    .map((directory) => {
      const manifest = JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8'));
      return { name: manifest.name, directory, manifest, exportKeys: exportKeys(manifest.exports) };
    })
    .sort((a, b) => a.directory.localeCompare(b.directory));
}

function exportKeys(exportsField) {
  if (exportsField === undefined) return ['.'];
  if (typeof exportsField === 'string' || Array.isArray(exportsField)) return ['.'];
  const keys = Object.keys(exportsField);
  return keys.every((key) => key.startsWith('.')) ? keys : ['.'];
}

function matchesExportKey(subpath, keys) {
  return keys.some((key) => {
    if (!key.includes('*')) return key === subpath;
    const [before, after] = key.split('*');
    return (
      subpath.length >= before.length + after.length &&
      subpath.startsWith(before) &&
      subpath.endsWith(after)
    );
  });
}

function listSourceFiles(directory) {
  const files = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_DIRECTORIES.has(entry.name)) continue;
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('dist')) files.push(...listSourceFiles(full));
    } else if (SOURCE_EXTENSIONS.has(path.extname(entry.name)) && !entry.name.endsWith('.d.ts')) {
      files.push(full);
    }
  }
  return files;
}

/** Splits `@scope/name/sub/path` or `name/sub` into the package name and the `./sub` subpath. */
function splitSpecifier(specifier) {
  const parts = specifier.split('/');
  const nameLength = specifier.startsWith('@') ? 2 : 1;
  const name = parts.slice(0, nameLength).join('/');
  const rest = parts.slice(nameLength).join('/');
  return { name, subpath: rest === '' ? '.' : `./${rest}` };
}

function isBuiltin(specifier) {
  return specifier.startsWith('node:') || BUILTINS.has(splitSpecifier(specifier).name);
}

function isFirebase(specifier) {
  const { name } = splitSpecifier(specifier);
  return name === 'firebase' || name.startsWith('@firebase/');
}

/**
 * Where a file sits in its package: shipped code is under src/ and is neither a test nor test
 * support (src/testing/, or any module that imports a test tool); everything else (tests, configs,
 * e2e, bench and build scripts) is never bundled into the site.
 */
function classify(relativeToPackage, imports) {
  const posix = relativeToPackage.split(path.sep).join('/');
  const isTest = TEST_FILE.test(posix) || posix.split('/').includes('__tests__');
  const isTestSupport =
    posix.startsWith('src/testing/') || imports.some(({ specifier }) => TEST_TOOL.test(specifier));
  const shipped = posix.startsWith('src/') && !isTest && !isTestSupport;
  return { posix, shipped };
}

/**
 * How a specifier at `pos` is imported: `dynamic` for `import(...)`, `typeOnly` for a statement
 * `import type ...` / `export type ...` (erased from the output, unlike `import { type X }`).
 */
function importKind(text, pos) {
  const before = text.slice(Math.max(0, pos - 2000), pos);
  const dynamic = /\bimport\s*\(\s*$/.test(before);
  const statement = /\b(?:import|export)\b(?![\s\S]*\b(?:import|export)\b)[\s\S]*$/.exec(before);
  const typeOnly =
    !dynamic && statement !== null && /^(?:import|export)\s+type\b/.test(statement[0]);
  return { dynamic, typeOnly };
}

function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.map(({ fileName, pos }) => ({
    specifier: fileName,
    line: text.slice(0, pos).split('\n').length,
    ...importKind(text, pos),
  }));
}

function declaredDependencies(manifest) {
  return new Set(
    ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].flatMap(
      (field) => Object.keys(manifest[field] ?? {}),
    ),
  );
}

/** Checks every source file of every workspace package under `root`. */
export function checkBoundaries(root) {
  const packages = findPackages(root);
  const byName = new Map(packages.map((pkg) => [pkg.name, pkg]));
  const violations = [];
  let filesChecked = 0;

  const report = (file, line, specifier, rule, detail) =>
    violations.push({
      file: path.relative(root, file).split(path.sep).join('/'),
      line,
      specifier,
      rule,
      detail,
    });

  for (const pkg of packages) {
    const allowed = ALLOWED_EDGES[pkg.name];
    const declared = declaredDependencies(pkg.manifest);
    const manifestFile = path.join(pkg.directory, 'package.json');

    for (const dependency of declared) {
      if (!byName.has(dependency) || dependency === pkg.name) continue;
      if (allowed === undefined || !allowed.includes(dependency)) {
        report(
          manifestFile,
          0,
          dependency,
          'manifest-edge',
          `${pkg.name} lists ${dependency}, an edge the dependency rule does not allow`,
        );
      }
    }

    for (const file of listSourceFiles(pkg.directory)) {
      filesChecked += 1;
      const imports = importsOf(file);
      const { posix, shipped } = classify(path.relative(pkg.directory, file), imports);

      for (const { specifier, line, dynamic, typeOnly } of imports) {
        if (specifier.startsWith('.') || specifier.startsWith('/')) {
          const target = path.resolve(path.dirname(file), specifier);
          const inside = path.relative(pkg.directory, target);
          if (inside.startsWith('..') || path.isAbsolute(inside)) {
            const owner = packages.find(
              (other) => !path.relative(other.directory, target).startsWith('..'),
            );
            report(
              file,
              line,
              specifier,
              'relative-escape',
              owner
                ? `reaches into the files of ${owner.name}; import it by name through its exports`
                : `reaches outside ${pkg.name}`,
            );
          }
          continue;
        }

        if (
          pkg.name === '@apex/core' &&
          (shipped || isBuiltin(specifier) || specifier.startsWith('@apex/'))
        ) {
          report(
            file,
            line,
            specifier,
            'core-imports-nothing',
            `@apex/core must not import '${specifier}'`,
          );
          continue;
        }

        if (isFirebase(specifier) && pkg.name !== FIREBASE_HOME) {
          report(
            file,
            line,
            specifier,
            'firebase-only-in-adapter',
            `${pkg.name} imports the Firebase SDK; only ${FIREBASE_HOME} may`,
          );
          continue;
        }

        const { name, subpath } = splitSpecifier(specifier);
        const target = byName.get(name);
        if (target === undefined) continue;

        if (!matchesExportKey(subpath, target.exportKeys)) {
          report(
            file,
            line,
            specifier,
            'exports-only',
            `'${subpath}' is not an entry point of ${name}; its exports are ${target.exportKeys
              .map((key) => `'${key === '.' ? name : `${name}/${key.slice(2)}`}'`)
              .join(', ')}`,
          );
          continue;
        }

        if (name === pkg.name) continue;

        if (allowed === undefined || !allowed.includes(name)) {
          report(
            file,
            line,
            specifier,
            'allowed-edges',
            allowed === undefined
              ? `${pkg.name} has no entry in ALLOWED_EDGES (scripts/check-boundaries.mjs); add one and update docs/architecture.md`
              : `${pkg.name} may not depend on ${name} (allowed: ${allowed.join(', ') || 'none of ours'})`,
          );
          continue;
        }

        if (ADAPTERS.includes(name) && shipped && posix !== BACKEND_SELECTOR) {
          report(
            file,
            line,
            specifier,
            'adapter-only-in-selector',
            `only ${BACKEND_SELECTOR} may load ${name}; take the backend from useBackendHandle()`,
          );
          continue;
        }

        if (ADAPTERS.includes(name) && shipped && !dynamic && !typeOnly) {
          report(
            file,
            line,
            specifier,
            'adapter-dynamic-import',
            `load ${name} with \`await import('${specifier}')\`; a static import puts it in every build`,
          );
          continue;
        }

        if (!declared.has(name)) {
          report(
            file,
            line,
            specifier,
            'declared-dependency',
            `add "${name}": "workspace:*" to ${path.relative(root, manifestFile)}`,
          );
        }
      }
    }
  }

  return { violations, filesChecked, packageCount: packages.length };
}

export function formatViolations(violations) {
  return violations
    .map(
      ({ file, line, specifier, rule, detail }) =>
        `  ${file}${line > 0 ? `:${line}` : ''}  '${specifier}'\n    [${rule}] ${detail}\n    rule: ${RULES[rule]}`,
    )
    .join('\n');
}

/** `node scripts/check-boundaries.mjs [workspace-root]`; the root defaults to this repository. */
function main() {
  const root = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'),
  );
  const { violations, filesChecked, packageCount } = checkBoundaries(root);
  if (violations.length > 0) {
    console.error(
      `check-boundaries: ${violations.length} violation(s) of the dependency rule (docs/architecture.md):\n${formatViolations(violations)}`,
    );
    process.exitCode = 1;
    return;
  }
  console.log(
    `check-boundaries: ${filesChecked} files in ${packageCount} packages follow the dependency rule.`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  main();
