import { builtinRules } from 'eslint/use-at-your-own-risk';

// Rules for small units (docs/contributing.md#small-units).

const coreMaxLines = builtinRules.get('max-lines-per-function');

/** A React component: a function named in PascalCase (declared, assigned, or wrapped in memo/forwardRef). */
function isComponent(node) {
  const name = node.id?.name ?? nameOfAssignment(node.parent);
  return typeof name === 'string' && /^[A-Z]/.test(name);
}

function nameOfAssignment(parent) {
  if (parent?.type === 'VariableDeclarator') return parent.id.name;
  if (parent?.type === 'CallExpression' && parent.parent?.type === 'VariableDeclarator') return parent.parent.id.name;
  return undefined;
}

/** The core max-lines-per-function, skipping React components (held to their own limit). */
const nonComponentLines = {
  meta: { ...coreMaxLines.meta, docs: { description: 'max-lines-per-function for functions other than React components' } },
  create(context) {
    const listeners = coreMaxLines.create(context);
    return Object.fromEntries(Object.entries(listeners).map(([type, listener]) => [type, (node) => isComponent(node) || listener(node)]));
  },
};

const FUNCTIONS = ['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression'];
// Single letters that do say what they hold: coordinates, indices, and `_` for a parameter left unused.
const CONVENTIONAL = new Set(['x', 'y', 'i', 'j', '_']);

/** Single-letter parameter names are allowed only in functions written on one line. */
const parameterNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Parameters of functions longer than one line have names that say what they hold' },
    messages: { short: "Parameter '{{name}}' of a function longer than one line: name what it holds." },
    schema: [],
  },
  create(context) {
    const check = (fn) => {
      if (fn.loc.start.line === fn.loc.end.line) return;
      for (const param of fn.params) {
        for (const id of namesIn(param)) {
          if (id.name.length === 1 && !CONVENTIONAL.has(id.name)) context.report({ node: id, messageId: 'short', data: { name: id.name } });
        }
      }
    };
    return Object.fromEntries(FUNCTIONS.map((type) => [type, check]));
  },
};

/** The names a parameter chooses: plain, defaulted, rest, and destructured (less the shorthand of an object's own keys). */
function namesIn(pattern) {
  switch (pattern?.type) {
    case 'Identifier':
      return [pattern];
    case 'AssignmentPattern':
      return namesIn(pattern.left);
    case 'RestElement':
      return namesIn(pattern.argument);
    case 'TSParameterProperty':
      return namesIn(pattern.parameter);
    case 'ArrayPattern':
      return pattern.elements.flatMap(namesIn);
    case 'ObjectPattern':
      // `{ r }` takes the name its object gives it; `{ radius: r }` chooses one.
      return pattern.properties.flatMap((property) =>
        property.type === 'RestElement' ? namesIn(property) : property.shorthand ? [] : namesIn(property.value),
      );
    default:
      return [];
  }
}

export const smallUnits = { rules: { 'non-component-lines': nonComponentLines, 'parameter-names': parameterNames } };
