// What a package name says about its pads: `0402` (two SMD pads about a
// millimetre apart), `SOT-23-5` (five, 0.95 mm pitch), `LQFP-48(7x7)` (48 at
// 0.5 mm), `Plugin,P=2.54mm` (through-hole at 2.54 mm), `DIP-8`. Whatever the
// name does not say stays null and is not compared.

export interface PackageSignature {
  family: string;
  /** Accepted counts of distinct pads (an exposed or tab pad adds one). */
  padCounts: number[] | null;
  /** Smallest centre-to-centre distance between two pads, mm. */
  pitch: number | null;
  /** For two-terminal chips: nominal body length, mm (pad centres sit about that far apart). */
  bodyLength: number | null;
  mount: 'smd' | 'through-hole' | null;
}

const CHIP_BODY_MM: Record<string, number> = {
  '01005': 0.4,
  '0201': 0.6,
  '0402': 1.0,
  '0603': 1.6,
  '0805': 2.0,
  '1206': 3.2,
  '1210': 3.2,
  '1806': 4.5,
  '1812': 4.5,
  '2010': 5.0,
  '2512': 6.4,
};
const STANDARD_PITCHES = [0.35, 0.4, 0.5, 0.65, 0.8, 1.0, 1.27, 2.54];

interface Family {
  pattern: RegExp;
  family: string;
  mount: 'smd' | 'through-hole';
  /** Pads when the name gives no count. */
  pads?: number;
  pitch?: number;
  /** The package has an exposed or tab pad that may or may not be a separate pad. */
  extraPad?: boolean;
}

// Order matters: longer names before their prefixes (SOT-223 before SOT-23, TSSOP before SSOP before SOP).
const FAMILIES: readonly Family[] = [
  { pattern: /SOT-?223/, family: 'SOT-223', mount: 'smd', pads: 3, pitch: 2.3, extraPad: true },
  { pattern: /SOT-?23-?([3568])L?\b/, family: 'SOT-23', mount: 'smd' },
  { pattern: /SOT-?23(?![\d])/, family: 'SOT-23', mount: 'smd', pads: 3, pitch: 1.9 },
  { pattern: /SOT-?89(?:-?(\d))?/, family: 'SOT-89', mount: 'smd', pads: 3, pitch: 1.5, extraPad: true },
  { pattern: /SOT-?363|SC-?70-?6|SC-?88/, family: 'SOT-363', mount: 'smd', pads: 6, pitch: 0.65 },
  { pattern: /SOT-?323|SC-?70(?!-)/, family: 'SOT-323', mount: 'smd', pads: 3, pitch: 1.3 },
  { pattern: /SOT-?563|SOT-?666/, family: 'SOT-563', mount: 'smd', pads: 6, pitch: 0.5 },
  { pattern: /SOT-?523|SC-?89/, family: 'SOT-523', mount: 'smd', pads: 3, pitch: 1.0 },
  { pattern: /SOD-?(?:123F?|323F?|523|923)/, family: 'SOD', mount: 'smd', pads: 2 },
  { pattern: /\bSM[ABC]\b|DO-?214/, family: 'DO-214', mount: 'smd', pads: 2 },
  { pattern: /\bH?TSSOP-?(\d+)|\bETSSOP-?(\d+)/, family: 'TSSOP', mount: 'smd', pitch: 0.65 },
  { pattern: /\bQSOP-?(\d+)/, family: 'QSOP', mount: 'smd', pitch: 0.635 },
  { pattern: /\bSSOP-?(\d+)/, family: 'SSOP', mount: 'smd', pitch: 0.65 },
  { pattern: /\bMSOP-?(\d+)|\bVSSOP-?(\d+)/, family: 'MSOP', mount: 'smd' },
  { pattern: /\b(?:H|E)?SOIC-?(\d+)|\b(?:H|E)?SOP-?(\d+)|\bSO-?(\d+)\b/, family: 'SOIC', mount: 'smd', pitch: 1.27 },
  { pattern: /\b(?:[VWUX]?QFN|[VWUX]?DFN|LGA|TDFN|PQFN)-?(\d+)/, family: 'QFN', mount: 'smd', extraPad: true },
  { pattern: /\b(?:L|T|E|H)?QFP-?(\d+)/, family: 'QFP', mount: 'smd' },
  { pattern: /\bP?DIP-?(\d+)/, family: 'DIP', mount: 'through-hole', pitch: 2.54 },
  { pattern: /\bTO-?92/, family: 'TO-92', mount: 'through-hole', pads: 3 },
  { pattern: /\bTO-?220(?:-?(\d))?/, family: 'TO-220', mount: 'through-hole', pads: 3, pitch: 2.54 },
  { pattern: /\bTO-?(?:252|263)(?:-?(\d))?/, family: 'TO-252', mount: 'smd', pads: 2, extraPad: true },
  { pattern: /\bDO-?(?:35|41|15|201)/, family: 'DO-41', mount: 'through-hole', pads: 2 },
];

function firstNumber(match: RegExpExecArray): number | null {
  for (let i = 1; i < match.length; i++) if (match[i] !== undefined) return Number(match[i]);
  return null;
}

function explicitPitch(text: string): number | null {
  const m = /(?:\bP=?|PITCH[_ =]?)(\d+(?:\.\d+)?)\s*MM/.exec(text) ?? /_P(\d+(?:\.\d+)?)MM/.exec(text);
  return m ? Number(m[1]) : null;
}

/** QFP pitch from body size and pin count (`LQFP-48(7x7)` → 0.5), snapped to a standard pitch. */
function qfpPitch(text: string, pins: number): number | null {
  const body = /(\d+(?:\.\d+)?)\s*[X×]\s*(\d+(?:\.\d+)?)/.exec(text);
  if (!body || pins < 8) return null;
  const raw = (Number(body[1]) - 1.5) / (pins / 4 - 1);
  return STANDARD_PITCHES.reduce((best, p) => (Math.abs(p - raw) < Math.abs(best - raw) ? p : best));
}

export function packageSignature(packageText: string): PackageSignature | null {
  const text = packageText.toUpperCase().replace(/_/g, '-').trim();
  if (text === '' || text === '-') return null;

  const chip = /(?:^|[^\d])(?:[RCLD]-?)?(01005|0201|0402|0603|0805|1206|1210|1806|1812|2010|2512)(?![\d])/.exec(text);
  const pitch = explicitPitch(text);
  for (const f of FAMILIES) {
    const m = f.pattern.exec(text);
    if (!m) continue;
    const counted = firstNumber(m);
    // SOT-89-3 / TO-252-2 count leads; the tab is the extra pad.
    const pads =
      f.family === 'SOT-23' ||
      f.family === 'QFN' ||
      f.family === 'QFP' ||
      f.family === 'DIP' ||
      f.family === 'SOIC' ||
      f.family === 'TSSOP' ||
      f.family === 'SSOP' ||
      f.family === 'MSOP' ||
      f.family === 'QSOP'
        ? (counted ?? f.pads ?? null)
        : (f.pads ?? null);
    const familyPitch =
      f.family === 'MSOP' && pads !== null
        ? pads >= 10
          ? 0.5
          : 0.65
        : f.family === 'QFP' && pads !== null
          ? qfpPitch(text, pads)
          : f.family === 'SOT-23' && pads !== null
            ? pads > 6
              ? 0.65
              : pads > 3
                ? 0.95
                : 1.9
            : (f.pitch ?? null);
    return {
      family: f.family,
      padCounts: pads === null ? null : f.extraPad ? [pads, pads + 1] : [pads],
      pitch: pitch ?? familyPitch,
      bodyLength: null,
      mount: f.mount,
    };
  }
  if (chip) return { family: `chip ${chip[1]}`, padCounts: [2], pitch: null, bodyLength: CHIP_BODY_MM[chip[1]!]!, mount: 'smd' };

  const mount = /PLUGIN|THT|PTH|THROUGH|AXIAL|RADIAL|HC-?49|DIP/.test(text)
    ? 'through-hole'
    : /SMD|SMT|CHIP|CASE-[A-Z]/.test(text)
      ? 'smd'
      : null;
  const padMatch = /(?:^|[^A-Z\d])(\d{1,3})P\b|-(\d{1,3})P\b/.exec(text);
  const padCount = padMatch ? Number(padMatch[1] ?? padMatch[2]) : null;
  if (mount === null && pitch === null && padCount === null) return null;
  return {
    family: mount === 'through-hole' ? 'through-hole' : mount === 'smd' ? 'SMD' : 'other',
    padCounts: padCount === null ? null : [padCount],
    pitch,
    bodyLength: null,
    mount,
  };
}
