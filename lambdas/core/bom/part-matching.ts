import type { BomLine, LineMatch, MatchKind, PartCandidate, WantedParameter } from '#contracts/schemas/bom.ts';
import type { Part, PartsSearchRequest } from '#contracts/parts.ts';
import { DEFAULT_PARTS_SEARCH } from '#contracts/parts.ts';
import { searchParts } from '../parts/search/search-parts.ts';
import { partAt } from '../parts/search/catalogue-index.ts';
import { formatQuantity } from '../parts/units.ts';
import { parseValueText, valueTextFilters, valueTextParameters } from '../parts/value-text.ts';
import type { CatalogueLookup } from './catalogue-lookup.ts';
import { footprintPackage, packageKey } from './package-names.ts';

// A BOM line → ranked catalogue candidates, each with the reasons for its
// rank. Exact identities first (the LCSC code, the MPN, an MPN inside a
// Mouser or Digi-Key code, an MPN written in the value); otherwise the value
// text read into parameters (only those the catalogue marks for component
// matching) plus the package from the footprint: the main value must be
// equal, a higher voltage or power and a tighter tolerance are acceptable,
// the package must agree. Lines stay unmatched with the reason when nothing fits.

const MAX_CANDIDATES = 5;
/** Parametric candidates scored before library type and stock are read. */
const PRESELECT = 24;
const MAIN_PARAMETERS = ['resistance', 'capacitance', 'inductance'] as const;
/** The main value a designator prefix implies; prefixes of parts whose value text is not their main value (a crystal's load capacitance) imply none. */
const MAIN_BY_PREFIX: Record<string, string | null> = {
  R: 'resistance',
  RN: 'resistance',
  C: 'capacitance',
  L: 'inductance',
  FB: 'inductance',
};
const NOT_PASSIVE = /^(?:Y|X|Q|U|IC|D|LED|SW|S|J|P|K|T|FET|TP|BT|BAT|F|FID|MH|H)$/i;
/** Class II dielectrics: a better (wider-temperature) one may replace the one asked for; C0G and NP0 are the same. */
const DIELECTRIC_SUBSTITUTES: Record<string, readonly string[]> = {
  C0G: ['C0G', 'NP0'],
  NP0: ['NP0', 'C0G'],
  X5R: ['X5R', 'X6S', 'X7R', 'X7S', 'X8R'],
  X7R: ['X7R', 'X8R'],
  X7S: ['X7S', 'X7R', 'X8R'],
  X6S: ['X6S', 'X7R', 'X7S', 'X8R'],
  Y5V: ['Y5V', 'Z5U', 'X5R', 'X7R'],
  Z5U: ['Z5U', 'Y5V', 'X5R', 'X7R'],
};

function designatorPrefix(designator: string | undefined): string {
  return /^([A-Za-z]+)\d/.exec(designator ?? '')?.[1]?.toUpperCase() ?? '';
}

/** Filter values accepted for a wanted parameter (several for dielectrics). */
function acceptedFilter(parameter: string, filter: string): string[] {
  return parameter === 'temperature_coefficient' ? [...(DIELECTRIC_SUBSTITUTES[filter.toUpperCase()] ?? [filter])] : [filter];
}

export interface MatchOptions {
  /** Boards to build: parts needed = designators × boards. */
  boards: number;
  /** The board's footprint for each designator, when the board has one (preferred over the BOM's column). */
  boardFootprints?: ReadonlyMap<string, string>;
}

interface Scored {
  part: number;
  kind: MatchKind;
  score: number;
  reasons: string[];
}

const BASE: Record<MatchKind, number> = {
  exact_supplier_code: 100,
  exact_mpn: 95,
  supplier_code_mpn: 90,
  value_text_mpn: 85,
  parameters: 60,
  mpn_prefix: 40,
  text_search: 30,
};

/** MPN inside a distributor code: Mouser `603-RC0402FR-0710KL`, Digi-Key `311-10.0KHRCT-ND` / `RC0402FR-0710KLCT-ND`. */
function mpnFromDistributorCode(code: string, distributor: 'mouser' | 'digikey'): string | null {
  let mpn = code.trim().replace(/^\d{2,4}-/, '');
  if (distributor === 'digikey') mpn = mpn.replace(/(?:CT|TR|DKR)?-ND$/i, '');
  return mpn !== '' && mpn !== code ? mpn : null;
}

function stockAndLibrary(part: Part, needed: number, scored: Scored): void {
  if (part.library_type === 'basic') {
    scored.score += 4;
    scored.reasons.push('basic part (no feeder setup fee)');
  }
  if (part.stock >= needed) {
    scored.score += 8;
    scored.reasons.push(`${part.stock} in stock for ${needed} needed`);
  } else if (part.stock > 0) {
    scored.score += 2;
    scored.reasons.push(`only ${part.stock} in stock for ${needed} needed`);
  } else {
    scored.score -= 10;
    scored.reasons.push('out of stock');
  }
}

function toCandidates(scored: Scored[], lookup: CatalogueLookup, needed: number): PartCandidate[] {
  const decoded = scored.map((entry) => {
    const part = partAt(lookup.index, entry.part);
    const copy = { ...entry, reasons: [...entry.reasons] };
    stockAndLibrary(part, needed, copy);
    return { s: copy, part };
  });
  decoded.sort((a, b) => b.s.score - a.s.score || a.s.part - b.s.part);
  return decoded.slice(0, MAX_CANDIDATES).map(({ s, part }, i) => ({
    part_id: part.id,
    supplier_code: part.supplier_code,
    mpn: part.mpn,
    manufacturer: part.manufacturer,
    package: part.package,
    stock: part.stock,
    library_type: part.library_type,
    rank: i + 1,
    kind: s.kind,
    score: s.score,
    reasons: s.reasons,
  }));
}

function exactCandidates(line: BomLine, lookup: CatalogueLookup): Scored[] {
  const found = new Map<number, Scored>();
  const add = (parts: number[], kind: MatchKind, reason: string) => {
    for (const part of parts) if (!found.has(part)) found.set(part, { part, kind, score: BASE[kind], reasons: [reason] });
  };
  const { lcsc, mouser, digikey } = line.supplier_codes;
  if (lcsc) add(lookup.exact('supplier_code', lcsc), 'exact_supplier_code', `LCSC code ${lcsc} given in the BOM`);
  if (line.mpn) add(lookup.exact('mpn', line.mpn), 'exact_mpn', `MPN ${line.mpn} given in the BOM`);
  for (const [code, distributor] of [
    [mouser, 'mouser'],
    [digikey, 'digikey'],
  ] as const) {
    const mpn = code ? mpnFromDistributorCode(code, distributor) : null;
    if (mpn)
      add(
        lookup.exact('mpn', mpn),
        'supplier_code_mpn',
        `MPN ${mpn} read from the ${distributor === 'mouser' ? 'Mouser' : 'Digi-Key'} code ${code}`,
      );
  }
  for (const s of found.values()) {
    if (
      line.manufacturer &&
      partAt(lookup.index, s.part).manufacturer.toLowerCase().includes(line.manufacturer.toLowerCase().split(/\s+/)[0]!)
    ) {
      s.score += 2;
      s.reasons.push(`manufacturer ${line.manufacturer} agrees`);
    }
  }
  return [...found.values()];
}

/** What the line asks for: value-text parameters the catalogue matches on, plus the package. */
export function wantedParameters(
  line: BomLine,
  lookup: CatalogueLookup,
  boardFootprint?: string,
): { wanted: WantedParameter[]; filters: Record<string, string> } {
  const designator = line.designators[0];
  const filters: Record<string, string> = {};
  const wanted: WantedParameter[] = [];
  const read = valueTextParameters(line.value, { designator });
  const prefix = designatorPrefix(designator);
  const impliedMain = MAIN_BY_PREFIX[prefix];
  for (const [parameter, values] of Object.entries(valueTextFilters(line.value, { designator }))) {
    if (parameter === 'package' || !lookup.usedForMatching(parameter) || !values[0]) continue;
    const isMain = (MAIN_PARAMETERS as readonly string[]).includes(parameter);
    // `12.5pF` on a crystal (Y1) is its load capacitance, `600R` on a bead (FB1) its impedance: not what to match on.
    if (isMain && ((impliedMain && impliedMain !== parameter) || NOT_PASSIVE.test(prefix))) continue;
    filters[parameter] = values[0];
    wanted.push({ parameter, raw: read.get(parameter)?.raw ?? values[0], from: 'value' });
  }
  const fromValue = read.get('package')?.raw;
  const fromFootprint = footprintPackage(boardFootprint ?? line.footprint) ?? (line.footprint ? footprintPackage(line.footprint) : null);
  const pkg = fromValue ?? fromFootprint;
  if (pkg) {
    filters.package = pkg;
    wanted.push({ parameter: 'package', raw: pkg, from: fromValue ? 'value' : 'footprint' });
  }
  return { wanted, filters };
}

function parametricCandidates(lookup: CatalogueLookup, filters: Record<string, string>): { scored: Scored[]; reason: string | null } {
  const main = MAIN_PARAMETERS.find((p) => filters[p] !== undefined);
  if (!main) return { scored: [], reason: null };
  const mainNumber = lookup.parameterNumber(main);
  const quantity = valueTextParameters(filters[main]!).get(main);
  const value = quantity?.value;
  if (mainNumber < 0 || value === undefined || !quantity?.unit) return { scored: [], reason: `the catalogue has no ${main} values` };
  const accepted = lookup.acceptedValues(mainNumber, filters[main]!);
  const checks = Object.entries(filters)
    .filter(([p]) => p !== main && p !== 'package')
    .map(([p, filter]) => ({ p, filter, number: lookup.parameterNumber(p) }));
  const packageNumber = lookup.parameterNumber('package');
  const wantedPackage = filters.package ? packageKey(filters.package) : null;

  const scored: Scored[] = [];
  let withValue = 0;
  let packageMisses = 0;
  for (const part of lookup.withValue(value, quantity.unit)) {
    const v = lookup.valueOf(part, mainNumber);
    if (v < 0 || !accepted.has(v)) continue;
    withValue++;
    const s: Scored = { part, kind: 'parameters', score: BASE.parameters, reasons: [`${main} ${lookup.value(v).raw} = ${filters[main]}`] };
    if (wantedPackage) {
      const pv = packageNumber >= 0 ? lookup.valueOf(part, packageNumber) : -1;
      if (pv < 0) {
        s.score -= 5;
        s.reasons.push('package not listed in the catalogue');
      } else if (packageKey(lookup.value(pv).raw) !== wantedPackage) {
        packageMisses++;
        continue;
      } else {
        s.score += 15;
        s.reasons.push(`package ${lookup.value(pv).raw} matches ${filters.package}`);
      }
    }
    let rejected = false;
    for (const { p, filter, number } of checks) {
      const pv = number >= 0 ? lookup.valueOf(part, number) : -1;
      if (pv < 0) {
        s.score -= 2;
        s.reasons.push(`${p} not listed (wanted ${filter})`);
        continue;
      }
      if (!lookup.acceptedValues(number, acceptedFilter(p, filter)).has(pv)) {
        rejected = true;
        break;
      }
      const exact = lookup.acceptedValues(number, filter.replace(/^[≥≤]/, '')).has(pv);
      s.score += exact ? 4 : 2;
      s.reasons.push(exact ? `${p} ${lookup.value(pv).raw} as asked` : `${p} ${lookup.value(pv).raw} is a better substitute for ${filter}`);
    }
    if (!rejected) scored.push(s);
  }
  const shown = formatQuantity(value, quantity.unit);
  if (scored.length > 0) return { scored: scored.sort((a, b) => b.score - a.score || a.part - b.part).slice(0, PRESELECT), reason: null };
  if (withValue === 0) return { scored, reason: `no catalogue part has ${main} ${shown}` };
  if (packageMisses === withValue) return { scored, reason: `no ${shown} part in package ${filters.package}` };
  return {
    scored,
    reason: `no ${shown} part${filters.package ? ` in ${filters.package}` : ''} meets ${checks.map((c) => `${c.p} ${c.filter}`).join(', ')}`,
  };
}

/** Pieces of the value text that may be part numbers (`BSS138` in `BSS138(SOT-23)`). */
function mpnCandidatesFromValue(value: string): string[] {
  return parseValueText(value)
    .unparsed.map((u) => u.text)
    .filter((t) => t.length >= 4 && /[A-Za-z]/.test(t) && /\d/.test(t));
}

/** Words of the value text that are neither parameters nor part numbers (`LED`, `Green`), for a plain search. */
function descriptiveWords(value: string): string[] {
  return parseValueText(value)
    .unparsed.map((u) => u.text)
    .filter((t) => /^[A-Za-z]{2,}$/.test(t) && !/^(?:NA|DNP|NC|SMD|PTH|THT)$/i.test(t));
}

function textSearchCandidates(lookup: CatalogueLookup, words: readonly string[], filters: Record<string, string>): Scored[] {
  if (words.length === 0) return [];
  const request: PartsSearchRequest = {
    ...DEFAULT_PARTS_SEARCH,
    search_terms: words.join(' '),
    filters: filters.package ? { package: [filters.package] } : {},
  };
  const response = searchParts(lookup.index, request, { pageSize: MAX_CANDIDATES });
  return response.results
    .map((result, i) => ({
      part: lookup.partNumber(result.part.supplier_code),
      kind: 'text_search' as const,
      score: BASE.text_search - i,
      reasons: [`catalogue search for “${request.search_terms}”${filters.package ? ` in package ${filters.package}` : ''}`],
    }))
    .filter((s) => s.part >= 0);
}

export function matchBomLine(line: BomLine, lookup: CatalogueLookup, options: MatchOptions): LineMatch {
  const base = { row: line.row, designators: line.designators };
  if (line.do_not_populate)
    return { ...base, status: 'not populated', part_id: null, candidates: [], wanted: [], reason: 'marked do not populate' };
  const needed = Math.max(1, line.designators.length * options.boards);
  const { wanted, filters } = wantedParameters(line, lookup, options.boardFootprints?.get(line.designators[0] ?? ''));
  const chosen = (scored: Scored[]): LineMatch => {
    const candidates = toCandidates(scored, lookup, needed);
    return { ...base, status: 'matched', part_id: candidates[0]!.part_id, candidates, wanted, reason: null };
  };
  const offered = (scored: Scored[], reason: string): LineMatch => ({
    ...base,
    status: 'needs choice',
    part_id: null,
    candidates: toCandidates(scored, lookup, needed),
    wanted,
    reason,
  });

  const exact = exactCandidates(line, lookup);
  if (exact.length > 0) return chosen(exact);

  const fromValue = mpnCandidatesFromValue(line.value);
  const named = fromValue.flatMap((mpn) =>
    lookup
      .exact('mpn', mpn)
      .map((part): Scored => ({ part, kind: 'value_text_mpn', score: BASE.value_text_mpn, reasons: [`MPN ${mpn} written in the value`] })),
  );
  if (named.length > 0) return chosen(named);

  const parametric = parametricCandidates(lookup, filters);
  if (parametric.scored.length > 0) {
    return filters.package !== undefined
      ? chosen(parametric.scored)
      : offered(parametric.scored, 'the package is not known (no footprint), so the candidates cannot be told apart');
  }

  const prefixes = [line.mpn, ...fromValue].filter((t) => t.length >= 5);
  const similar = prefixes.flatMap((text) =>
    lookup
      .mpnPrefix(text, MAX_CANDIDATES)
      .map((part): Scored => ({ part, kind: 'mpn_prefix', score: BASE.mpn_prefix, reasons: [`MPN starts with ${text}`] })),
  );
  if (similar.length > 0) return offered(similar, 'no exact part number; these part numbers start like it');

  const mainWanted = wanted.some((w) => (MAIN_PARAMETERS as readonly string[]).includes(w.parameter));
  const searched = mainWanted ? [] : textSearchCandidates(lookup, descriptiveWords(line.value), filters);
  if (searched.length > 0) return offered(searched, 'found by a text search of the value only: check the choice');

  const reasons = [
    line.supplier_codes.lcsc ? `LCSC code ${line.supplier_codes.lcsc} is not in the catalogue` : '',
    line.mpn ? `MPN ${line.mpn} is not in the catalogue` : '',
    parametric.reason ?? '',
    fromValue.length > 0 ? `part number ${fromValue.join(', ')} (from the value) is not in the catalogue` : '',
  ].filter((r) => r !== '');
  const reason = reasons.length > 0 ? reasons.join('; ') : `“${line.value}” names no parameters or part number we know`;
  return { ...base, status: 'unmatched', part_id: null, candidates: [], wanted, reason };
}

export function matchBom(lines: readonly BomLine[], lookup: CatalogueLookup, options: MatchOptions): LineMatch[] {
  return lines.map((line) => matchBomLine(line, lookup, options));
}
