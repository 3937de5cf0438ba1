import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// KiCad's own DRC, driven through KiCad's Python module (kicad-drc.py): Debian
// bookworm ships KiCad 6.0 (no kicad-cli), bookworm-backports KiCad 9, which
// reads every board of the dev set. Installed with apt-get when absent. See
// docs/performance.md#kicad-as-the-yardstick.

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

/** The installed KiCad's major version (6 from bookworm, 9 from bookworm-backports). */
export function kicadMajor(): number {
  const run = spawnSync(PYTHON, ['-c', 'import pcbnew; print(pcbnew.Version())'], { encoding: 'utf8' });
  return Number.parseInt(run.stdout, 10);
}

/** The board as the installed KiCad reads it: KiCad 9 reads every format up to its own; KiCad 6 needs asKicad6. */
export function readableBy(major: number, text: string): string | undefined {
  return major >= 9 ? text : asKicad6(text);
}

/** Debian's backports for bookworm: KiCad 9, which reads every board of the dev set (bookworm itself has KiCad 6.0). */
const BACKPORTS = '/etc/apt/sources.list.d/bookworm-backports.sources';
const BACKPORTS_SOURCE = `Types: deb
URIs: http://deb.debian.org/debian
Suites: bookworm-backports
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
`;

/**
 * Whether KiCad's Python module is there, installing Debian's `kicad` package
 * from bookworm-backports (KiCad 9) if not: root only, and it adds that suite
 * to apt's sources. A KiCad already installed is used as it is.
 */
export function ensureKicad(): { ok: true } | { ok: false; why: string } {
  if (pcbnewImports()) return { ok: true };
  const command = 'apt-get install -t bookworm-backports --no-install-recommends kicad';
  if (process.getuid?.() !== 0)
    return { ok: false, why: `KiCad is not installed; add bookworm-backports to apt's sources and run \`${command}\` as root` };
  console.log(`Installing Debian's kicad package from bookworm-backports (${command})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!existsSync(BACKPORTS)) writeFileSync(BACKPORTS, BACKPORTS_SOURCE);
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  if (update.status !== 0) return { ok: false, why: `apt-get update failed (exit ${update.status})` };
  const install = spawnSync('apt-get', ['install', '-y', '-t', 'bookworm-backports', '--no-install-recommends', 'kicad'], {
    stdio: 'inherit',
    env,
  });
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
 * The project file with KiCad 7+'s footprint-library checks off: they compare
 * each footprint with the installed libraries (92 findings and a second of
 * KiCad's time on the OV5640), nothing a board shop checks. KiCad 6 ignores
 * the keys.
 */
function withoutLibraryChecks(projectJson: string): string {
  const project = JSON.parse(projectJson) as { board?: { design_settings?: { rule_severities?: Record<string, string> } } };
  const severities = (((project.board ??= {}).design_settings ??= {}).rule_severities ??= {});
  severities.lib_footprint_issues = 'ignore';
  severities.lib_footprint_mismatch = 'ignore';
  return JSON.stringify(project, null, 2);
}

/**
 * Runs KiCad's DRC on `text` (already in a format the installed KiCad reads) of the board at
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
    if (existsSync(project)) writeFileSync(file.replace(/\.kicad_pcb$/, '.kicad_pro'), withoutLibraryChecks(readFileSync(project, 'utf8')));
    const args = [SCRIPT, file, String(rounds), ...(limits ? [JSON.stringify(limits)] : [])];
    const run = spawnSync(PYTHON, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    if (run.status !== 0) throw new Error(`KiCad DRC on ${name} failed: ${run.stderr.split('\n').slice(-4).join(' ')}`);
    return JSON.parse(run.stdout) as KicadDrc;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
