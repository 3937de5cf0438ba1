import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// zod/mini loads no locale (contracts/zod-locale.ts). The unit tests' setup
// loads English for every test, so each case here runs in a fresh node
// process that imports only the module under test.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The message a fresh process gets for 0 against "a number ≥ 1" after importing `module` (nothing when empty). */
function messageAfterImporting(module: string): string {
  const code = [
    "import * as z from 'zod/mini';",
    module ? `import '${module}';` : '',
    'process.stdout.write(z.number().check(z.gte(1)).safeParse(0).error.issues[0].message);',
  ].join('\n');
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  });
}

const ENGLISH = 'Too small: expected number to be >=1';

describe("zod/mini's English messages", () => {
  it('are missing from zod/mini alone', () => {
    expect(messageAfterImporting('')).toBe('Invalid input');
  });

  it.each(['#lambdas/http/parse-request.ts', '#web/lib/zod-resolver.ts', '#contracts/zod-locale.ts'])('come with %s', (module) => {
    expect(messageAfterImporting(module)).toBe(ENGLISH);
  });
});
