import { checkBoardCommand } from '../../bin/check-board-command.ts';

/**
 * `npm run check-board -- <args>` in this process: its exit code and what it wrote. The tests run the command this way
 * (a process of its own costs seconds of module loading); test/unit/cad/cli.test.ts runs it once as a process.
 */
export async function runCheckBoard(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await checkBoardCommand(args, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}
