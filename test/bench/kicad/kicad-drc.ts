import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// KiCad's own DRC, driven through KiCad 6's Python module (kicad-drc.py): Debian
// bookworm ships KiCad 6.0, which has no kicad-cli. Installed with apt-get
// when absent. See docs/performance.md#kicad-as-the-yardstick.

const SCRIPT = fileURLToPath(new URL('./kicad-drc.py', import.meta.url));
/** The system Python: pcbnew is a Debian package, not on a pyenv or venv path. */
const PYTHON = '/usr/bin/python3';

/** One item KiCad names in a violation, with its geometry in KiCad's frame (y down). */
export interface KicadItem {
  at: [number, number];
  what: string;
  segment?: [number, number, number, number];
  width?: number;
  box?: [number, number, number, number];
}

export interface KicadViolation {
  type: string;
  text: string;
  actual: number | null;
  limit: number | null;
  items: KicadItem[];
}

/** The board's own design rules as KiCad read them (mm). */
export interface KicadRules {
  minClearanceMm: number;
  defaultNetClassClearanceMm: number;
  largestNetClassClearanceMm: number;
  minTraceMm: number;
  minAnnularRingMm: number;
  minDrillMm: number;
  holeClearanceMm: number;
  minDrillToDrillMm: number;
  minCopperToEdgeMm: number;
}

export interface KicadDrc {
  kicad: string;
  drcMs: number;
  /** CPU time of the same call, all threads: what waiting for a core on a shared machine does not inflate. */
  drcCpuMs: number;
  rules: KicadRules;
  violations: KicadViolation[];
}

function pcbnewImports(): boolean {
  return spawnSync(PYTHON, ['-c', 'import pcbnew'], { stdio: 'ignore' }).status === 0;
}

/** Whether KiCad's Python module is there, installing Debian's `kicad` package if not (root only). */
export function ensureKicad(): { ok: true } | { ok: false; why: string } {
  if (pcbnewImports()) return { ok: true };
  if (process.getuid?.() !== 0)
    return { ok: false, why: 'KiCad is not installed; run `apt-get install --no-install-recommends kicad` as root' };
  console.log('Installing Debian’s kicad package (apt-get install --no-install-recommends kicad)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'kicad'], { stdio: 'inherit', env });
  if (install.status !== 0) return { ok: false, why: `apt-get install kicad failed (exit ${install.status})` };
  return pcbnewImports() ? { ok: true } : { ok: false, why: 'kicad installed but `import pcbnew` still fails' };
}

/** Limits (mm) set in place of the board's own for the stress run: KiCad's default net class and board setup. */
export interface StressLimits {
  clearance: number;
  track: number;
  annular: number;
  hole: number;
  holeToHole: number;
  edge: number;
}

/** KiCad 6.0's own file format date: it reads this and older. */
const KICAD6_FORMAT = 20211014;

/**
 * The board in a form KiCad 6 reads. KiCad 7 files (format 2022…) differ from
 * KiCad 6's in a few tokens that do not change the copper: a graphic's
 * `(stroke (width w) (type t))` (KiCad 6: `(width w)`), knockout text, the
 * `allow_missing_courtyard`/`allow_soldermask_bridges` attributes and teardrop
 * zone attributes. Those are rewritten; KiCad 8 files (2023…) change far more
 * (uuids, properties, `(hide yes)`): undefined, so the board is skipped.
 */
export function asKicad6(text: string): string | undefined {
  const version = Number(/\(version\s+(\d+)\)/.exec(text.slice(0, 500))?.[1] ?? 0);
  if (version <= KICAD6_FORMAT) return text;
  if (version >= 20230000) return undefined;
  return text
    .replace(/\(version\s+\d+\)/, `(version ${KICAD6_FORMAT})`)
    .replace(/\(stroke \(width ([-\d.]+)\) \(type \w+\)\)/g, '(width $1)')
    .replace(/(\(layer "[^"]+") knockout\)/g, '$1)')
    .replace(/ allow_missing_courtyard| allow_soldermask_bridges/g, '')
    .replace(/\(attr \(teardrop \(type \w+\)\)\)/g, '');
}

/**
 * Runs KiCad's DRC on `text` (already KiCad 6's format) of the board at
 * `source`: the fastest of `rounds` runs, and the last run's violations. The
 * project file beside the board goes along: it holds the net classes and rules.
 */
export function runKicadDrc(text: string, source: string, rounds: number, limits?: StressLimits): KicadDrc {
  const dir = mkdtempSync(path.join(tmpdir(), 'kicad-drc-'));
  try {
    const name = path.basename(source);
    const file = path.join(dir, name);
    writeFileSync(file, text);
    const project = source.replace(/\.kicad_pcb$/, '.kicad_pro');
    if (existsSync(project)) copyFileSync(project, file.replace(/\.kicad_pcb$/, '.kicad_pro'));
    const args = [SCRIPT, file, String(rounds), ...(limits ? [JSON.stringify(limits)] : [])];
    const run = spawnSync(PYTHON, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    if (run.status !== 0) throw new Error(`KiCad DRC on ${name} failed: ${run.stderr.split('\n').slice(-4).join(' ')}`);
    return JSON.parse(run.stdout) as KicadDrc;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
