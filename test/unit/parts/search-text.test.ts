import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeKey, normaliseSearchText } from '#lambdas/core/parts/search/search-text.ts';

// codeKey skips the search normalisation for printable ASCII (a
// million-part index build asks for millions of keys); whatever the text, it
// must answer what normalising first answers.

const byNormalising = (text: string) => normaliseSearchText(text).replace(/[^a-z0-9]/g, '');

// Letters, digits, separators, other punctuation, controls, and characters NFKC or the search folds.
const unit = fc.constantFrom(
  ...'aZ09-._+#%=~',
  ...' ,;/|()[]{}"\'`',
  '\t',
  '\n',
  '\u00a0',
  '\u3000',
  '、',
  '，',
  '；',
  'µ',
  'Ω',
  '℃',
  'é',
  'Ａ',
  '①',
  '😀',
  '\u007f',
  '\u0000',
);
const texts = fc.oneof(
  fc.string({ unit, maxLength: 40 }),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
);

describe('codeKey', () => {
  it('keeps letters and digits of the normalised text, ASCII or not', () => {
    fc.assert(
      fc.property(texts, (text) => {
        expect(codeKey(text)).toBe(byNormalising(text));
      }),
      { numRuns: 3_000 },
    );
  });

  it('folds MPNs and supplier codes to one key', () => {
    expect(codeKey('RC0402FR-0710KL')).toBe('rc0402fr0710kl');
    expect(codeKey('C100520012')).toBe('c100520012');
    expect(codeKey('ＲＣ０４０２')).toBe('rc0402');
  });
});
