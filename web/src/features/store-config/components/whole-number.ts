/** Typed digits as a number; anything else is NaN, which the settings schema refuses on save. */
export const wholeNumber = (text: string): number => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
