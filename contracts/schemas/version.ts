import * as z from 'zod/mini';

export const VersionSchema = z.object({ version: z.string() });
