import type { ESLint } from 'eslint';

/** The query-key rule (lint-rules/query-keys.js): no-spelt-keys. */
export declare const queryKeys: ESLint.Plugin;
