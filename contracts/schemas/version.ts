import * as z from 'zod';

export const VersionSchema = z.object({ version: z.string() });
