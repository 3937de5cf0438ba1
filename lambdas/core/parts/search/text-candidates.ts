import { RANK_REASONS } from '#contracts/parts.ts';
import type { RankReason } from '#contracts/parts.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import { equalRunEnd, prefixRange, termId } from './catalogue-index.ts';
import { oneEditNeighbours } from './one-edit.ts';
import { codeKey, queryTokens } from './search-text.ts';
import type { QueryToken } from './search-text.ts';
import type { SearchScratch } from './search-scratch.ts';

// A search's text → its candidate parts, each with a tier (why it matched:
// exact code, exact MPN, prefixes, every word, a typo) and a score (the
// words' weights), all in the index's scratch arrays: a broad word has
// hundreds of thousands of candidates at distributor scale.

// A tier is a position in RANK_REASONS (best first).
const tierOf = (reason: RankReason) => RANK_REASONS.indexOf(reason);
const TIER_EXACT_CODE = tierOf('exact_supplier_code');
const TIER_EXACT_MPN = tierOf('exact_mpn');
const TIER_CODE_PREFIX = tierOf('supplier_code_prefix');
const TIER_MPN_PREFIX = tierOf('mpn_prefix');
const TIER_TOKENS = tierOf('tokens');
const TIER_TYPO = tierOf('typo');

const PREFIX_WEIGHT = 0.6;
const TYPO_WEIGHT = 0.3;
/** A short prefix would expand to thousands of tokens; beyond this many we stop. */
const MAX_PREFIX_TERMS = 200;
const MIN_PREFIX_LENGTH = 3;
const MIN_TYPO_LENGTH = 5;

interface Alternative {
  term: number;
  weight: number;
  typo: boolean;
}

function alternativesFor(index: CatalogueIndex, token: QueryToken): Alternative[] {
  const out: Alternative[] = [];
  const seen = new Set<number>();
  for (const text of token.exact) {
    const id = termId(index, text);
    if (id >= 0 && !seen.has(id)) {
      seen.add(id);
      out.push({ term: id, weight: 1, typo: false });
    }
  }
  if (token.prefix && token.text.length >= MIN_PREFIX_LENGTH) {
    const [from, to] = prefixRange(index.terms, token.text);
    for (let id = from; id < to && id < from + MAX_PREFIX_TERMS; id++) {
      if (!seen.has(id)) {
        seen.add(id);
        out.push({ term: id, weight: PREFIX_WEIGHT, typo: false });
      }
    }
  }
  if (out.length === 0 && token.text.length >= MIN_TYPO_LENGTH) {
    for (const id of oneEditNeighbours(index, token.text)) out.push({ term: id, weight: TYPO_WEIGHT, typo: true });
  }
  return out;
}

function postingCount(index: CatalogueIndex, alternatives: readonly Alternative[]): number {
  let total = 0;
  for (const a of alternatives) total += index.termStart[a.term + 1]! - index.termStart[a.term]!;
  return total;
}

function markPart(scratch: SearchScratch, part: number, generation: number, weight: number, isTypo: number): void {
  if (scratch.markStamp[part] !== generation) {
    scratch.markStamp[part] = generation;
    scratch.markWeight[part] = weight;
    scratch.markTypo[part] = isTypo;
  } else if (weight > scratch.markWeight[part]!) {
    scratch.markWeight[part] = weight;
    scratch.markTypo[part] = isTypo;
  }
}

/** The first (rarest) token: every part of its alternatives is a candidate, with the best alternative's weight. */
function firstTokenCandidates(index: CatalogueIndex, alternatives: readonly Alternative[], scratch: SearchScratch): number {
  const { markStamp, markWeight, markTypo, candidates, score, typo } = scratch;
  const { postings, termStart } = index;
  if (alternatives.length === 1) {
    // One alternative (the usual exact word): its postings are the candidates, no marks needed.
    const { term, weight } = alternatives[0]!;
    const isTypo = alternatives[0]!.typo ? 1 : 0;
    const from = termStart[term]!;
    const count = termStart[term + 1]! - from;
    candidates.set(postings.subarray(from, from + count));
    for (let i = 0; i < count; i++) {
      const p = candidates[i]!;
      score[p] = weight;
      typo[p] = isTypo;
    }
    return count;
  }
  const g = scratch.nextGeneration();
  let count = 0;
  for (const alt of alternatives) {
    const weight = alt.weight;
    const isTypo = alt.typo ? 1 : 0;
    const end = termStart[alt.term + 1]!;
    for (let k = termStart[alt.term]!; k < end; k++) {
      const p = postings[k]!;
      if (markStamp[p] !== g) {
        markStamp[p] = g;
        markWeight[p] = weight;
        markTypo[p] = isTypo;
        candidates[count++] = p;
      } else if (weight > markWeight[p]!) {
        markWeight[p] = weight;
        markTypo[p] = isTypo;
      }
    }
  }
  for (let i = 0; i < count; i++) {
    const p = candidates[i]!;
    score[p] = markWeight[p]!;
    typo[p] = markTypo[p]!;
  }
  return count;
}

/**
 * A later token keeps the candidates it also matches, adding its weight.
 * Its postings are marked, unless the candidates are far fewer: then each
 * candidate is looked up in the alternative's (part-ordered) postings.
 */
function keepMatching(index: CatalogueIndex, alternatives: readonly Alternative[], count: number, scratch: SearchScratch): number {
  const { markStamp, markWeight, markTypo, candidates, score, typo } = scratch;
  const { postings } = index;
  const g = scratch.nextGeneration();
  for (const alt of alternatives) {
    const isTypo = alt.typo ? 1 : 0;
    const from = index.termStart[alt.term]!;
    const end = index.termStart[alt.term + 1]!;
    if (count * Math.log2(end - from + 1) < end - from) {
      for (let i = 0; i < count; i++) {
        const p = candidates[i]!;
        let lo = from;
        let hi = end;
        while (lo < hi) {
          const mid = (lo + hi) >>> 1;
          if (postings[mid]! < p) lo = mid + 1;
          else hi = mid;
        }
        if (lo < end && postings[lo] === p) markPart(scratch, p, g, alt.weight, isTypo);
      }
    } else {
      // markPart inlined: this loop runs over hundreds of thousands of postings for a broad word.
      const weight = alt.weight;
      for (let k = from; k < end; k++) {
        const p = postings[k]!;
        if (markStamp[p] !== g) {
          markStamp[p] = g;
          markWeight[p] = weight;
          markTypo[p] = isTypo;
        } else if (weight > markWeight[p]!) {
          markWeight[p] = weight;
          markTypo[p] = isTypo;
        }
      }
    }
  }
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const p = candidates[i]!;
    if (markStamp[p] !== g) continue;
    score[p] = score[p]! + markWeight[p]!;
    typo[p] = typo[p]! | markTypo[p]!;
    candidates[kept++] = p;
  }
  return kept;
}

/**
 * Parts matching every query token (AND), with summed weights (s.score) and
 * typo-only matches flagged (s.typo): their count, the parts themselves in
 * s.candidates[0, count).
 */
function matchTokens(index: CatalogueIndex, tokens: readonly QueryToken[], scratch: SearchScratch): number {
  const perToken = tokens.map((t) => alternativesFor(index, t));
  if (perToken.length === 0 || perToken.some((alts) => alts.length === 0)) return 0;
  // Rarest token first: the candidate list starts small and only shrinks.
  perToken.sort((a, b) => postingCount(index, a) - postingCount(index, b));
  let count = firstTokenCandidates(index, perToken[0]!, scratch);
  for (let t = 1; t < perToken.length && count > 0; t++) count = keepMatching(index, perToken[t]!, count, scratch);
  return count;
}

/** Candidates of a text search with their tier (in s.tier) and score (in s.score): their count, the parts in s.candidates. */
export function textCandidates(index: CatalogueIndex, terms: string, scratch: SearchScratch): number {
  let count = matchTokens(index, queryTokens(terms), scratch);
  const { candidates, candidateStamp, tier, typo, score } = scratch;
  const g = scratch.nextGeneration();
  for (let i = 0; i < count; i++) {
    const p = candidates[i]!;
    candidateStamp[p] = g;
    tier[p] = typo[p] ? TIER_TYPO : TIER_TOKENS;
  }
  const claim = (position: number, claimed: number) => {
    if (candidateStamp[position] !== g) {
      candidateStamp[position] = g;
      score[position] = 0;
      tier[position] = claimed;
      candidates[count++] = position;
    } else if (claimed < tier[position]!) {
      tier[position] = claimed;
    }
  };
  const key = codeKey(terms);
  if (key.length >= 2) {
    // Exact keys open their prefix range, so only those few entries are read as text.
    const [codeFrom, codeTo] = prefixRange(index.codeKeys, key);
    const codeExactTo = equalRunEnd(index.codeKeys, codeFrom, key);
    for (let k = codeFrom; k < codeExactTo; k++) claim(index.codeParts[k]!, TIER_EXACT_CODE);
    if (key.length >= 3 && /^c\d+$/.test(key)) for (let k = codeExactTo; k < codeTo; k++) claim(index.codeParts[k]!, TIER_CODE_PREFIX);
    const [mpnFrom, mpnTo] = prefixRange(index.mpnKeys, key);
    const mpnExactTo = equalRunEnd(index.mpnKeys, mpnFrom, key);
    for (let k = mpnFrom; k < mpnExactTo; k++) claim(index.mpnParts[k]!, TIER_EXACT_MPN);
    // A bare number (`0402`) is a package or value, not the start of a part number.
    if (key.length >= 3 && /[a-z]/.test(key)) for (let k = mpnExactTo; k < mpnTo; k++) claim(index.mpnParts[k]!, TIER_MPN_PREFIX);
  }
  return count;
}
