import whatsThatGerber from 'whats-that-gerber';
import type { LayerKind, Side } from '../board-model.ts';

export type GerberRole =
  | { role: 'layer'; kind: LayerKind; side: Side; copperOrder?: number }
  | { role: 'drill'; plated: boolean | undefined }
  | { role: 'outline' }
  | { role: 'ignore'; why: string };

type Content = 'gerber' | 'drill' | 'other';

/** Gerber files have a format statement; Excellon files start a header with M48 or tools. */
export function sniffContent(text: string): Content {
  const head = text.slice(0, 200_000);
  if (/%FS[LT]?[AI]?X\d\dY\d\d\*?%?/.test(head) || /%MO(MM|IN)\*%/.test(head)) return 'gerber';
  if (/^\s*M48\b/m.test(head) || (/^T\d+C[\d.]+/m.test(head) && /^X-?[\d.]+Y-?[\d.]+/m.test(head))) return 'drill';
  if (/^G0?4 /m.test(head) && /^D\d+\*/m.test(head)) return 'gerber';
  return 'other';
}

const SIDE_FROM_X2: Record<string, Side> = { Top: 'top', Bot: 'bottom', Inr: 'inner' };

/** The X2 `%TF.FileFunction` attribute (also written as a `G04 #@! TF.` comment by KiCad 5 and in Excellon comments). */
function fromX2(text: string): GerberRole | undefined {
  const match = /TF\.FileFunction,([^*\r\n%]+)/.exec(text.slice(0, 20_000));
  if (!match) return undefined;
  const parts = match[1]!.split(',');
  const [func, a, b] = parts;
  switch (func) {
    case 'Copper': {
      const order = Number(/^L(\d+)$/.exec(a ?? '')?.[1]);
      const side = SIDE_FROM_X2[b ?? ''] ?? 'inner';
      return { role: 'layer', kind: 'copper', side, copperOrder: Number.isFinite(order) ? order : undefined };
    }
    case 'Soldermask':
      return { role: 'layer', kind: 'mask', side: a === 'Bot' ? 'bottom' : 'top' };
    case 'Legend':
      return { role: 'layer', kind: 'silk', side: a === 'Bot' ? 'bottom' : 'top' };
    case 'Paste':
      return { role: 'layer', kind: 'paste', side: a === 'Bot' ? 'bottom' : 'top' };
    case 'Profile':
      return { role: 'outline' };
    case 'Plated':
      return { role: 'drill', plated: true };
    case 'NonPlated':
      return { role: 'drill', plated: false };
    case 'MixedPlating':
      return { role: 'drill', plated: undefined };
    default:
      return { role: 'ignore', why: `${func} layer` };
  }
}

/** Inner copper names whats-that-gerber misses: Altium `.GL2`/`.G2L`, KiCad `In1_Cu`/`In1.Cu`. */
function innerOrderFromName(name: string): number | undefined {
  const base = name.split('/').pop() ?? name;
  const m = /\.g(?:l?)(\d+)l?$/i.exec(base) ?? /in(\d+)[._]cu/i.exec(base) ?? /[._-]inner(\d+)/i.exec(base) ?? /\.ly(\d+)$/i.exec(base);
  return m ? Number(m[1]) : undefined;
}

function platedFromName(name: string): boolean | undefined {
  if (/npth|non[-_ ]?plated|unplated/i.test(name)) return false;
  if (/pth|plated/i.test(name)) return true;
  return undefined;
}

/** Identifies every file of an upload at once (whats-that-gerber needs the whole list to resolve ambiguous names). */
export function identifyLayers(files: Array<{ name: string; text: string }>): GerberRole[] {
  const byName = whatsThatGerber(files.map((f) => f.name));
  return files.map(({ name, text }): GerberRole => {
    const content = sniffContent(text);
    if (content === 'other') return { role: 'ignore', why: 'not a Gerber or drill file' };
    const x2 = fromX2(text);
    // Some exports keep a stale FileFunction (seen: an outline labelled Soldermask); apertures that are all Profile settle it.
    const functions = [...text.slice(0, 50_000).matchAll(/TA\.AperFunction,(\w+)/g)].map((m) => m[1]);
    if (functions.length > 0 && functions.every((f) => f === 'Profile')) return { role: 'outline' };
    if (x2) {
      if (x2.role === 'drill' && platedFromName(name) === false) return { role: 'drill', plated: false };
      return x2;
    }
    if (content === 'drill') return { role: 'drill', plated: platedFromName(name) };
    const inner = innerOrderFromName(name);
    const guess = byName[name];
    if (guess?.type === 'drill' || guess?.type === 'drawing' || guess?.type === null || guess === undefined) {
      if (inner !== undefined) return { role: 'layer', kind: 'copper', side: 'inner', copperOrder: inner };
      return { role: 'ignore', why: 'unrecognised layer name' };
    }
    const side: Side = guess.side === 'bottom' ? 'bottom' : guess.side === 'inner' ? 'inner' : 'top';
    switch (guess.type) {
      case 'copper':
        return { role: 'layer', kind: 'copper', side, copperOrder: side === 'inner' ? inner : undefined };
      case 'soldermask':
        return { role: 'layer', kind: 'mask', side };
      case 'silkscreen':
        return { role: 'layer', kind: 'silk', side };
      case 'solderpaste':
        return { role: 'layer', kind: 'paste', side };
      case 'outline':
        return { role: 'outline' };
      default:
        return { role: 'ignore', why: 'unrecognised layer name' };
    }
  });
}
