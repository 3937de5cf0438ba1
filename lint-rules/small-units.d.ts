import type { ESLint } from 'eslint';

/** The small-units rules (lint-rules/small-units.js): non-component-lines and parameter-names. */
export declare const smallUnits: ESLint.Plugin;
