import { parseQuantity } from '../units.ts';

// One tokenizer for the index and the query, so that what a part was indexed
// under is exactly what a user can type: `10kΩ` → `10k`, `SOT-23` → `sot`,
// `23`, `sot23`; `4k7` and `4.7k` both also → the number token `=4700`.

const ASCII = /^[\x20-\x7e]*$/;

/** NFKC, skipped for plain ASCII (most catalogue text), where it changes nothing and costs a lot. */
export function nfkc(text: string): string {
  return ASCII.test(text) ? text : text.normalize('NFKC');
}

/** Lower case, NFKC, µ → u, Ω dropped (`10kΩ` is searched as `10k`), ℃ → °c. */
export function normaliseSearchText(text: string): string {
  return nfkc(text).toLowerCase().replace(/[µμ]/g, 'u').replace(/[Ωω]/g, '').replace(/℃/g, '°c');
}

const NOT_LETTER_OR_DIGIT = /[^a-z0-9]/g;
const LETTERS_AND_DIGITS = /^[a-z0-9]*$/;

/** An MPN or supplier code as a lookup key: letters and digits only (`RC0402FR-0710KL` → `rc0402fr0710kl`). */
export function codeKey(text: string): string {
  // Most codes are printable ASCII, where the normalisation is lower case alone: a million-part build asks for four million keys.
  if (!ASCII.test(text)) return normaliseSearchText(text).replace(NOT_LETTER_OR_DIGIT, '');
  const lower = text.toLowerCase();
  return LETTERS_AND_DIGITS.test(lower) ? lower : lower.replace(NOT_LETTER_OR_DIGIT, '');
}

const WORD_SPLIT = /[\s,;/|()[\]{}"'`、，；]+/;
const PIECE_SPLIT = /[^a-z0-9.%+#]+/;

function trimPiece(piece: string): string {
  return piece.replace(/^[.+]+|[.]+$/g, '');
}

function addNormalisedWordTokens(word: string, out: Set<string> | string[]): void {
  const add = (token: string) => (Array.isArray(out) ? out.push(token) : out.add(token));
  let pieces = 0;
  for (const raw of word.split(PIECE_SPLIT)) {
    const piece = trimPiece(raw);
    if (piece === '') continue;
    add(piece);
    // Plural words are also indexed singular, so `mosfet` finds the "MOSFETs" category as well as it finds "HXY MOSFET".
    if (piece.length >= 4 && /^[a-z]+s$/.test(piece) && !piece.endsWith('ss')) add(piece.slice(0, -1));
    pieces++;
  }
  if (pieces > 1) {
    const joined = word.replace(/[^a-z0-9]/g, '');
    if (joined.length > 1) add(joined);
  }
}

/** Adds the tokens of `text` to `out`: each word's pieces, plus the word joined when punctuation split it. */
export function addTextTokens(text: string, out: Set<string>): void {
  for (const word of normaliseSearchText(text).split(WORD_SPLIT)) {
    if (word !== '') addNormalisedWordTokens(word, out);
  }
}

/** Splits text into words as typed (case kept, for quantities). */
export function splitWords(text: string): string[] {
  return nfkc(text)
    .split(WORD_SPLIT)
    .filter((w) => w !== '');
}

/**
 * Everything one word is indexed under: its text pieces and, when it reads as a
 * quantity (`100nF`, `4.7kΩ`, `10M`), its number tokens. Depends on the word
 * alone, so the index build can cache it: catalogue words repeat a lot.
 */
export function wordTokens(word: string): string[] {
  const out: string[] = [];
  addNormalisedWordTokens(normaliseSearchText(word), out);
  if (/\d/.test(word) && /[a-zA-Zµμ%ΩΩ]/.test(word)) out.push(...quantityTokens(word));
  return out;
}

/** The number token for a value: `=4700` for any unit, `=4700Ω`-style `=4700|ohm` when the unit is known. */
export function numberTokens(value: number, unit: string | undefined): string[] {
  const n = `=${Number(value.toPrecision(6))}`;
  return unit ? [n, `${n}|${unit.toLowerCase()}`] : [n];
}

/** Number tokens for a word that reads as a quantity (`10k`, `4k7`, `100nF`). */
export function quantityTokens(word: string): string[] {
  const q = parseQuantity(word);
  if (!q || !/\d/.test(word)) return [];
  return numberTokens(q.value, q.unit || undefined);
}

export interface QueryToken {
  /** The piece as typed (normalised). */
  text: string;
  /** Exact-match alternatives: the piece itself and/or its number token. */
  exact: string[];
  /** Whether longer tokens starting with `text` also match (not for quantities: `10M` is not `10mm`). */
  prefix: boolean;
}

/**
 * Query words → tokens that must all match. A word with punctuation (`SOT-23`)
 * becomes its pieces; a quantity (`100nF`, `10M`) matches by value through its
 * number token, and also as text unless an m/M prefix makes the text ambiguous.
 */
export function queryTokens(searchTerms: string): QueryToken[] {
  const out: QueryToken[] = [];
  const seen = new Set<string>();
  // Lower-casing would turn `10M` into `10m` (milli), so quantities are read from the words as typed.
  for (const word of splitWords(searchTerms)) {
    // `10000 ohm`: Ω is not indexed as text, so a lone unit word would match nothing.
    if (/^(?:ohms?|Ω|Ω)$/i.test(word)) continue;
    const numbers = /[a-zA-Zµμ%ΩΩ]/.test(word) ? quantityTokens(word) : [];
    const pieces = normaliseSearchText(word)
      .split(PIECE_SPLIT)
      .map(trimPiece)
      .filter((p) => p !== '');
    if (numbers.length > 0) {
      const text = pieces.join('');
      if (seen.has(text)) continue;
      seen.add(text);
      const ambiguous = /\d\s?[mM]/.test(word);
      out.push({ text, exact: ambiguous ? numbers.slice(-1) : [text, ...numbers.slice(-1)], prefix: false });
      continue;
    }
    for (const piece of pieces) {
      if (seen.has(piece)) continue;
      seen.add(piece);
      out.push({ text: piece, exact: [piece, ...quantityTokens(piece).slice(-1)], prefix: true });
    }
  }
  return out;
}
