import { formatCount } from '#contracts/number-text.ts';

/** "1 order", "3 orders": counts in sentences. */
export const plural = (count: number, word: string) => `${formatCount(count)} ${word}${count === 1 ? '' : 's'}`;
