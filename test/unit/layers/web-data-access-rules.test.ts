import { ESLint, RuleTester, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lint-rules/query-keys.js';

// The web reads the API one way (docs/architecture.md#web-data-access): the query-key rule on small examples,
// and the repository's own lint config on a component, an api/ file and the shared keys module.

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('no-spelt-keys', queryKeys.rules!['no-spelt-keys'] as Rule.RuleModule, {
  valid: [
    'useQuery({ queryKey: binKeys.all, queryFn });',
    'useQuery({ queryKey: partKeys.part(partId), queryFn });',
    'queryClient.invalidateQueries({ queryKey: [...orderKeys.allMine, userId] });',
    'queryClient.setQueryData(boardKeys.board(boardId), board);',
    "export const binKeys = { all: ['bins'] as const, part: (id: string) => ['bins', id] as const };",
    "const columns = { header: ['Name', 'Count'] };",
  ],
  invalid: [
    { code: "useQuery({ queryKey: ['bins'], queryFn });", errors: [{ messageId: 'spelt' }] },
    { code: "queryClient.invalidateQueries({ queryKey: ['orders'] });", errors: [{ messageId: 'spelt' }] },
    { code: "queryClient.invalidateQueries({ queryKey: ['board', boardId] as const });", errors: [{ messageId: 'spelt' }] },
    { code: "queryClient.setQueryData(['board', id], board);", errors: [{ messageId: 'spelt' }] },
    { code: 'queryClient.getQueryData([`part-${id}`]);', errors: [{ messageId: 'spelt' }] },
    { code: "useMutation({ mutationKey: ['save-post'], mutationFn });", errors: [{ messageId: 'spelt' }] },
  ],
});

const CALL = `import { useQuery } from '@tanstack/react-query';
import { callApi } from '#web/lib/api/api-client.ts';
import { binKeys } from './bin-keys.ts';

export function useBins() {
  return useQuery({ queryKey: binKeys.all, queryFn: () => callApi('listBins', {}) });
}
`;

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await new ESLint().lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId ?? 'fatal');
}

describe('the lint config: who may call the API', () => {
  it('refuses the typed client and fetch in a component', async () => {
    const ids = await ruleIdsFor('web/src/features/parts/inventory/parts-bins-page.tsx', `${CALL}void fetch('/x');\n`);
    expect(ids).toEqual(['no-restricted-imports', 'no-restricted-globals']);
  });

  it("refuses them in a feature's other modules too", async () => {
    expect(await ruleIdsFor('web/src/features/boards/use-bom-update-runner.ts', CALL)).toEqual(['no-restricted-imports']);
  });

  it("allows them in a feature's api/ files", async () => {
    expect(await ruleIdsFor('web/src/features/parts/inventory/api/list-bins.ts', `${CALL}void fetch('/x');\n`)).toEqual([]);
  });

  it('refuses a spelt key in an api/ file', async () => {
    const spelt = CALL.replace("import { binKeys } from './bin-keys.ts';\n", '').replace('binKeys.all', "['bins']");
    expect(await ruleIdsFor('web/src/features/parts/inventory/api/list-bins.ts', spelt)).toEqual(['query-keys/no-spelt-keys']);
  });
}, 60_000);
