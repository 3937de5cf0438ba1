import { RuleTester, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { smallUnits } from '../../../lint-rules/small-units.js';

// The lint rules of docs/contributing.md#small-units, on small examples.

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } });
const rule = (name: string) => smallUnits.rules![name] as Rule.RuleModule;

tester.run('parameter-names', rule('parameter-names'), {
  valid: [
    'const ids = parts.map((p) => p.id);',
    'function area(width: number, height: number) {\n  return width * height;\n}',
    'points.forEach((x, i) => {\n  use(x, i);\n});',
    'function Card({ r }: { r: number }) {\n  return r;\n}',
    'items.map((_, index) => {\n  return index;\n});',
  ],
  invalid: [
    { code: 'parts.map((p) => {\n  return p.id;\n});', errors: [{ messageId: 'short', data: { name: 'p' } }] },
    { code: 'function pad(s: string, w: number) {\n  return s.padEnd(w);\n}', errors: 2 },
    { code: 'const f = ({ radius: r }: Circle) => {\n  return r;\n};', errors: [{ messageId: 'short', data: { name: 'r' } }] },
  ],
});

const long = (name: string) => `function ${name}() {\n  one();\n  two();\n  three();\n}`;
tester.run('non-component-lines', rule('non-component-lines'), {
  valid: [
    { code: long('Card'), options: [{ max: 4 }] },
    { code: `const Panel = memo(${long('')});`, options: [{ max: 4 }] },
    { code: 'function short() {\n  return 1;\n}', options: [{ max: 4 }] },
  ],
  invalid: [{ code: long('helper'), options: [{ max: 4 }], errors: 1 }],
});
