// Runs the shop's board readers and design-rule checks on a local file, without the web stack
// (bin/check-board-command.ts has the options and exit codes).
import { checkBoardCommand } from './check-board-command.ts';

const code = await checkBoardCommand(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
process.exit(code);
