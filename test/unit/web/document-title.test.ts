import { describe, expect, it } from 'vitest';
import { formatDocumentTitle } from '../../../web/src/lib/document-title.ts';

describe('formatDocumentTitle', () => {
  it('appends the site name to a page title', () => {
    expect(formatDocumentTitle('Page not found')).toBe('Page not found · Copperline');
  });

  it('is the site name alone without a title', () => {
    expect(formatDocumentTitle()).toBe('Copperline');
    expect(formatDocumentTitle('  ')).toBe('Copperline');
  });
});
