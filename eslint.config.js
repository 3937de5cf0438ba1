import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', '.local-data', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Domain code stays free of AWS so it can be tested and reused anywhere.
    files: ['contracts/**/*.ts', 'lambdas/core/**/*.ts', 'lambdas/cad/**/*.ts'],
    ignores: ['lambdas/core/db/**', 'lambdas/core/aws/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@aws-sdk/*', 'aws-cdk-lib', 'aws-cdk-lib/*', 'electrodb'], message: 'Domain code has no AWS imports; use lambdas/core/db or lambdas/core/aws.' }] }],
    },
  },
);
