import * as z from 'zod';
import { ID_PATTERN } from '../ids.ts';

export const UserIdSchema = z.string().regex(ID_PATTERN, 'Invalid user id');

// The product user, as the API returns it.
export const UserSchema = z.object({
  user_id: UserIdSchema,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  organization: z.string().nullable(),
  phone_number: z.string().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const UserParamsSchema = z.object({ userId: UserIdSchema });
