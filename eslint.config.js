import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import { smallUnits } from './lint-rules/small-units.js';
import { queryKeys } from './lint-rules/query-keys.js';

// Web features stand apart (docs/architecture.md#the-web-app): a feature imports only itself and the shared
// layers; pages that combine features live in web/src/app.
const webFeatures = readdirSync('web/src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const webZones = [
  ...webFeatures.map((name) => ({
    target: `./web/src/features/${name}`,
    from: './web/src/features',
    except: [`./${name}`],
    message:
      'A feature never imports another feature: move the shared piece to components/, lib/ or config/, or combine them in web/src/app.',
  })),
  { target: './web/src/features', from: './web/src/app', message: 'Features never import the app shell.' },
  {
    target: ['./web/src/components', './web/src/lib', './web/src/config'],
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared layers never import features or the app.',
  },
];

const webApiMessage =
  "Only a feature's api/<verb-noun>.ts files call the API: export a hook or function there (docs/architecture.md#web-data-access).";

// The named import pulls all of zod's locales into every bundle (docs/performance.md).
const namedZodImport = {
  selector: "ImportDeclaration[source.value='zod/mini'][importKind!='type'] > ImportSpecifier[imported.name='z']",
  message: "Use import * as z from 'zod/mini'.",
};

// Classic zod's schemas carry every method, so no bundler can drop any: 90 kB minified in every Lambda
// and on every page that calls the API, against about 19 kB for zod/mini (docs/contributing.md#validation-with-zodmini).
const classicZod = {
  name: 'zod',
  message: "Use import * as z from 'zod/mini': classic zod adds ~70 kB to every bundle (docs/contributing.md#validation-with-zodmini).",
};

// The web's refused imports, repeated in each block that sets no-restricted-imports (a later block's options replace,
// not extend, an earlier one's). The forms' resolver comes with zod/mini's English messages (contracts/zod-locale.ts).
const webImportPaths = [
  classicZod,
  { name: '@hookform/resolvers/zod', message: "Use #web/lib/zod-resolver.ts: it loads zod/mini's English messages." },
];

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', '.local-data', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Resolves the #contracts / #lambdas / #web aliases and .ts paths for the import-x rules below.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'web/tsconfig.json'] })],
      // The import-x rules follow imports only into files they can parse.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
  },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': ['error', namedZodImport],
      'no-restricted-imports': ['error', { paths: [classicZod] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'import-x/no-restricted-paths': ['error', { zones: webZones }] },
  },
  {
    // The forms' resolver comes with zod/mini's English messages (contracts/zod-locale.ts).
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/zod-resolver.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: webImportPaths,
        },
      ],
    },
  },
  {
    // The web reads the API one way (docs/architecture.md#web-data-access): only a feature's api/ files call the
    // typed client or send requests; components and the feature's other modules use the hooks those files export.
    files: ['web/src/features/**/*.{ts,tsx}', 'web/src/app/**/*.tsx', 'web/src/components/**/*.{ts,tsx}'],
    ignores: ['web/src/features/**/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: webImportPaths,
          patterns: [{ regex: 'lib/api/api-client(\\.ts)?$', message: webApiMessage }],
        },
      ],
      'no-restricted-globals': ['error', { name: 'fetch', message: webApiMessage }, { name: 'XMLHttpRequest', message: webApiMessage }],
    },
  },
  {
    // Query keys come from key factories, never literal arrays (docs/architecture.md#web-data-access).
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'query-keys': queryKeys },
    rules: { 'query-keys/no-spelt-keys': 'error' },
  },
  {
    // Domain code stays free of AWS so it can be tested and reused anywhere.
    files: ['contracts/**/*.ts', 'lambdas/core/**/*.ts', 'lambdas/cad/**/*.ts', 'lambdas/migrations/**/*.ts'],
    ignores: ['lambdas/core/db/**', 'lambdas/core/aws/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [classicZod],
          patterns: [
            {
              group: ['@aws-sdk/*', 'aws-cdk-lib', 'aws-cdk-lib/*', 'electrodb'],
              message: 'Domain code has no AWS imports; use lambdas/core/db or lambdas/core/aws.',
            },
          ],
        },
      ],
    },
  },
  {
    // Dependencies run one way (docs/contributing.md#dependency-direction): handlers → domain modules →
    // data layer → contracts. No cycles on the Node side either: test/unit/layers/import-cycles.test.ts checks the
    // whole import graph once, where import-x/no-cycle parsed every dependency again for each file (a third of ESLint).
    files: ['lambdas/**/*.ts', 'contracts/**/*.ts', 'lib/**/*.ts', 'local/**/*.ts', 'bin/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './lambdas/core/db',
              from: './lambdas/core',
              except: ['./db'],
              message:
                'The data layer is the ground floor: it never imports a domain module (stored shapes come from its entities or contracts/).',
            },
            {
              target: './lambdas/core/db',
              from: ['./lambdas/http', './lambdas/events', './lambdas/cad'],
              message: 'The data layer imports only contracts/ and itself.',
            },
            { target: './lambdas/core', from: ['./lambdas/http', './lambdas/events'], message: 'Domain modules never import handlers.' },
            {
              target: './lambdas/core',
              from: './lambdas/migrations',
              message: 'Domain modules never import the data migrations; lambdas/events/run-migrations.ts hands them to the runner.',
            },
            {
              target: './lambdas/core/orders',
              from: './lambdas/core/checkout',
              message: 'Checkout depends on orders, never the reverse (lambdas/core/orders/README.md).',
            },
            {
              target: './lambdas/core/cart',
              from: './lambdas/core/checkout',
              message: 'Cart and checkout never import each other: what both need is in priced-cart/ or stock/.',
            },
            {
              target: './lambdas/core/checkout',
              from: './lambdas/core/cart',
              message: 'Cart and checkout never import each other: what both need is in priced-cart/ or stock/.',
            },
            {
              target: './lambdas/core/priced-cart',
              from: ['./lambdas/core/cart', './lambdas/core/checkout', './lambdas/core/orders'],
              message: 'The priced cart sits below cart/ and checkout/: it imports neither, nor orders/.',
            },
            {
              target: './lambdas/core/stock',
              from: ['./lambdas/core/cart', './lambdas/core/checkout', './lambdas/core/orders', './lambdas/core/priced-cart'],
              message: 'Stock imports nothing above it: its callers are cart, checkout, orders (lambdas/core/stock/README.md).',
            },
            {
              target: './contracts',
              from: ['./lambdas', './lib', './local', './bin', './web'],
              message: 'contracts/ imports nothing of ours.',
            },
          ],
        },
      ],
    },
  },
  {
    // Small units (docs/contributing.md#small-units): a function fits on a screen or two. Blank and comment-only
    // lines are not counted, so a comment that explains why never pushes a function over.
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'small-units': smallUnits },
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
      'small-units/parameter-names': 'error',
    },
  },
  {
    // A test file's describe block is a list of cases and an end-to-end case a script of steps: neither is a unit
    // of logic to split. The helpers in test/support and the benches' own code are held to 80.
    files: ['test/**/*.test.ts'],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    // A React component (a PascalCase function in a .tsx file) may run to 150 lines: its markup is most of it.
    // Every other function there is still held to 80.
    files: ['web/src/**/*.tsx'],
    rules: {
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
      'small-units/non-component-lines': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Board files can hold millions of objects: a spread passes each as a call argument and overflows
    // the stack (see docs/board-limits.md#no-spreads). Use appendAll / minOf / maxOf from lambdas/cad/geometry/arrays.ts.
    files: ['lambdas/cad/**/*.ts', 'lambdas/core/boards/**/*.ts', 'lambdas/core/bom/**/*.ts', 'lambdas/core/assembly/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        namedZodImport,
        {
          selector: "CallExpression[callee.object.name='Math'][callee.property.name=/^(min|max|hypot)$/] > SpreadElement",
          message: 'Math.min/max(...xs) overflows the stack on large inputs; use minOf / maxOf (lambdas/cad/geometry/arrays.ts).',
        },
        {
          selector: 'CallExpression[callee.property.name=/^(push|unshift|splice)$/] > SpreadElement',
          message: 'push(...xs) overflows the stack on large inputs; use appendAll (lambdas/cad/geometry/arrays.ts) or a loop.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^(fromCharCode|fromCodePoint|apply)$/] > SpreadElement',
          message: 'Spreading a large array into a call overflows the stack; decode with TextDecoder or loop.',
        },
        {
          selector: "CallExpression[callee.property.name='apply'][arguments.length=2]",
          message: 'fn.apply(_, xs) passes every element as an argument and overflows the stack on large inputs; loop instead.',
        },
      ],
    },
  },
);
