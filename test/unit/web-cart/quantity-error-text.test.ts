import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#contracts/error-codes.ts';
import {
  QUANTITY_CHANGED_ELSEWHERE,
  QUANTITY_NOT_SAVED,
  quantityErrorText,
} from '../../../web/src/features/cart/api/set-board-quantity.ts';
import { ApiError } from '../../../web/src/lib/api/api-error.ts';

// What the cart says when a quantity change fails: a lost race in its own
// words, any other 409 in the server's (a board whose assembly files are still
// being re-read after a deploy: docs/assembly.md#files-read-once).

const UNREAD_MESSAGE = ERROR_CODES.assembly_files_unread.message;

describe('quantityErrorText', () => {
  it('shows the server’s retryable message while a board’s assembly files are re-read', () => {
    const error = new ApiError(409, { code: 'assembly_files_unread', message: UNREAD_MESSAGE });
    expect(quantityErrorText(error)).toBe(UNREAD_MESSAGE);
    expect(UNREAD_MESSAGE).toMatch(/being re-read; try again in a minute/);
  });

  it('says the figure changed elsewhere on a version conflict, and to try again otherwise', () => {
    expect(quantityErrorText(new ApiError(409, { code: 'version_conflict', message: 'x' }))).toBe(QUANTITY_CHANGED_ELSEWHERE);
    expect(quantityErrorText(new ApiError(500, null))).toBe(QUANTITY_NOT_SAVED);
    expect(quantityErrorText(new TypeError('network'))).toBe(QUANTITY_NOT_SAVED);
  });
});
