import * as z from 'zod/mini';

// A presigned PUT to the uploads bucket, as the routes that take a file hand it
// to the browser: send the file to `url` with exactly `headers` (they are signed).
export const PresignedUploadSchema = z.object({
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expires_at: z.string(),
});
export type PresignedUpload = z.infer<typeof PresignedUploadSchema>;
