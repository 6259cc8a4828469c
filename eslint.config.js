// Lint keeps the architecture: features never import each other, lib never
// imports features or app, the browser and the server never import each other;
// on the server, routes → service → repository, SQL only in repositories, and a domain's repository its own.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zones = [
  {
    target: './contract',
    from: ['./src', './server', './sw', './tests', './bench'],
    message: 'the contract is what browser and server agree on: it imports nothing of ours.',
  },
  { target: './src/lib', from: ['./src/features', './src/app'], message: 'lib is shared plumbing: it must not depend on features or app.' },
  { target: './src/features', from: './src/app', message: 'features must not import app; app composes features.' },
  { target: './src', from: ['./server', './tests', './bench'], message: 'browser code must not import server or test code.' },
  { target: './server', from: ['./src', './sw'], message: 'the server must not import browser code; share through contract/.' },
  { target: './sw', from: ['./src/features', './server'], message: 'the service worker stays thin: lib only.' },
  {
    target: './sw',
    from: './src/app',
    except: ['./outbox-kinds.ts'],
    message: 'the service worker stays thin: lib only, and the list of outbox kinds it sends.',
  },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'features meet only in routes (src/app); share through src/lib.',
  })),
];

// The server's layers. Routes call services; services hold the rules and call repositories; only
// repositories (and server/db, the database layer itself) run SQL. Services throw domain errors
// (server/domain/errors.ts) and server/http/errors.ts alone turns them into status codes.
const sqlMessage = 'SQL lives only in repository files (*repository.ts): call a repository.';
const sqlText = '/^\\s*(select|insert into|update \\w+ set|delete from|with \\w+ as)\\b/i';
const noSql = [
  { selector: "CallExpression[callee.property.name='query']", message: sqlMessage },
  { selector: `Literal[value=${sqlText}]`, message: sqlMessage },
  { selector: `TemplateElement[value.raw=${sqlText}]`, message: sqlMessage },
];
const httpErrorsOnlyAtTheEdge = {
  regex: '(^|/)http/errors$',
  message: 'throw domain errors (server/domain/errors.ts); server/http/errors.ts alone maps them to HTTP.',
};
const routesCallServices = { regex: 'repository$', message: 'routes call services, never repositories: routes → service → repository.' };
// A domain's repository is its own: another domain goes through the port or the service it offers (server/<domain>/port.ts).
const ownRepositoriesOnly = 'a domain reads and writes another only through that domain’s port or service, never its repository.';
const repositoriesAreTheBottom = {
  regex: '(service|routes|(^|/)http/[a-z-]+)$|^fastify$',
  message: 'a repository only runs SQL: it calls no service, route or HTTP code.',
};

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', 'coverage/', 'bench/results/', 'bench/runs/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser takes the API's shapes as types only: no schema code in its bundles.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/contract/api/*'], allowTypeImports: true, message: 'import the API contract with `import type`.' }] },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*repository.ts', 'server/db/**'],
    rules: { 'no-restricted-syntax': ['error', ...noSql] },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/http/**', 'server/**/*routes.ts', 'server/app.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [httpErrorsOnlyAtTheEdge] }] },
  },
  {
    files: ['server/**/*routes.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [routesCallServices] }] },
  },
  {
    files: ['server/**/*repository.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [httpErrorsOnlyAtTheEdge, repositoriesAreTheBottom] }] },
  },
  {
    files: ['server/*/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+[a-z-]+/([a-z-]+-)?repository$', message: ownRepositoriesOnly }] },
      ],
    },
  },
  {
    files: ['server/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\./[a-z-]+/([a-z-]+-)?repository$', message: ownRepositoriesOnly }] },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'bench/**/*.ts', 'server/cli/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
