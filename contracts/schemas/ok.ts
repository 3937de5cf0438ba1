import * as z from 'zod/mini';

/** The answer of a call that only confirms it was done. */
export const OkSchema = z.object({ ok: z.literal(true) });
