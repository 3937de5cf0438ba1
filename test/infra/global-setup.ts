import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// One folder for the run's cloud assemblies (test/infra/synth-copperline.ts), removed when the run ends: each synthesis
// otherwise left a `cdk.out*` folder in the temporary folder for good.
export default function setup() {
  const root = mkdtempSync(path.join(tmpdir(), 'copperline-infra-out-'));
  process.env.COPPERLINE_INFRA_OUT = root;
  return () => rmSync(root, { recursive: true, force: true });
}
