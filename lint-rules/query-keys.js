// The web reads the API one way (docs/architecture.md#web-data-access): a query key is built by a feature's
// api/<noun>-keys.ts or by web/src/lib/api/query-keys.ts, never spelt as an array of strings where it is used, so
// no feature refreshes another's data by a key it typed itself.

// QueryClient methods whose first argument is a query key (the filter-taking ones name it `queryKey:`).
const KEY_FIRST = new Set(['getQueryData', 'setQueryData', 'getQueryState', 'ensureQueryData', 'prefetchQuery']);

/** An array written out with a string in it: `['orders']`, `['board', id]`, `[`part-${id}`]`. */
function isSpeltKey(node) {
  return (
    node?.type === 'ArrayExpression' &&
    node.elements.some(
      (element) => (element?.type === 'Literal' && typeof element.value === 'string') || element?.type === 'TemplateLiteral',
    )
  );
}

/** The expression under `as const` / `satisfies` wrappers. */
function unwrap(node) {
  let inner = node;
  while (inner && (inner.type === 'TSAsExpression' || inner.type === 'TSSatisfiesExpression')) inner = inner.expression;
  return inner;
}

const noSpeltKeys = {
  meta: {
    type: 'problem',
    docs: { description: 'Query keys come from a key factory (api/<noun>-keys.ts or lib/api/query-keys.ts), never a literal array' },
    messages: {
      spelt:
        "A query key spelt as a literal array: take it from the feature's api/<noun>-keys.ts, or web/src/lib/api/query-keys.ts when another feature reads it.",
    },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      if (isSpeltKey(unwrap(node))) context.report({ node, messageId: 'spelt' });
    };
    return {
      Property(node) {
        const name = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (name === 'queryKey' || name === 'mutationKey') check(node.value);
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier' && KEY_FIRST.has(callee.property.name)) {
          check(node.arguments[0]);
        }
      },
    };
  },
};

export const queryKeys = { rules: { 'no-spelt-keys': noSpeltKeys } };
