import { parseValueText } from '../parts/value-text.ts';

// Package names as footprints, BOMs and catalogues spell them: KiCad's
// `Capacitor_SMD:C_0805_2012Metric_Pad1.15x1.40mm_HandSolder`, Olimex's
// `R_0402_5MIL_DWS`, `SOT23`, the catalogue's `SOT-23-3` and `0402`.

/** The package a footprint name states, through the same reading value texts get (`C0402`, `SOT-23-5`); null when none. */
export function footprintPackage(footprint: string): string | null {
  const name = footprint.includes(':') ? footprint.slice(footprint.lastIndexOf(':') + 1) : footprint;
  for (const piece of name.split(/[_\s()]+/)) {
    const found = parseValueText(piece).candidates.find((c) => c.parameter === 'package');
    if (found) return found.raw;
  }
  // `SOT-23-5` keeps its dashes; `SOT23` and `SOIC-8` too.
  const whole =
    /\b(SOT-?\d+(?:-\d)?|SOD-?\d+F?|SOIC-?\d+|SOP-?\d+|T?SSOP-?\d+|MSOP-?\d+|[VWU]?QFN-?\d+|[VWU]?DFN-?\d+|[LT]QFP-?\d+|TO-?\d+(?:-\d)?|SM[ABC])/i.exec(
      name,
    );
  return whole ? whole[1]!.toUpperCase() : null;
}

/** A comparison key: chip sizes by their code, other names without punctuation; `SOT-23-3` = `SOT-23` = `SOT23`. */
export function packageKey(text: string): string {
  const upper = text.toUpperCase();
  const chip = /(?:^|[^\d])(01005|0201|0402|0603|0805|1206|1210|1806|1812|2010|2512)(?![\d])/.exec(upper);
  if (chip && !/SOT|SOD|SOIC|QFN|QFP|SSOP/.test(upper)) return chip[1]!;
  const key = upper.replace(/\(.*\)$/, '').replace(/[^A-Z0-9]/g, '');
  return key
    .replace(/^SOT233L?$/, 'SOT23')
    .replace(/^SO(\d+)$/, 'SOIC$1')
    .replace(/^SOP(\d+)$/, 'SOIC$1');
}
