/** "1 order", "3 orders": counts in sentences. */
export const plural = (count: number, word: string) => `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;
